import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { createQueryClient } from "./app/query-client";
import { router } from "./app/router";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

const app = (
  <StrictMode>
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

// The home and sign-in pages arrive drawn already (build/prerender.ts): the app takes over the
// page that is there rather than drawing it again. Where what it would draw differs (a signed-in
// visitor on the home page), React draws it anew.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
