import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes, RouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { createQueryClient } from "./app/query-client";
import { router } from "./app/router";
import { routes } from "./app/routes";
import { i18n, SHELL_NAMESPACES } from "./lib/i18n";
import { preloadPages } from "./lib/lazy-page";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

// The code of the page being opened and of the layouts around it is fetched at once, side by side,
// rather than each only once the one around it has been drawn.
preloadPages((matchRoutes(routes, window.location) ?? []).map((m) => m.route.element));
const client = createQueryClient();

const app = (
  <StrictMode>
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

// The home and sign-in pages arrive drawn already (build/prerender.ts): the app takes over the
// page that is there rather than drawing it again. Where what it would draw differs (a signed-in
// visitor on the home page), React draws it anew.
// A signed-in page is drawn as a transition: React then works in short slices and lets the phone
// answer taps and paint between them, rather than blocking it for the whole first drawing.
function draw() {
  if (container?.firstElementChild) hydrateRoot(container, app);
  else if (container) {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

// In a language other than English, the shell's words are fetched before the first drawing, so
// the page does not show English and then change (or wait on a blank screen while it suspends).
if (SHELL_NAMESPACES.every((namespace) => i18n.hasLoadedNamespace(namespace))) draw();
else void i18n.loadNamespaces(SHELL_NAMESPACES).finally(draw);
