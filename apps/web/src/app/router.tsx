import { createBrowserRouter } from "react-router";
import { checkMaintenanceOnce } from "../features/maintenance/api/maintenance-api";
import { configureApiClient } from "../lib/api-client";
import { routes } from "./routes";

export const router = createBrowserRouter(routes);

// A session that cannot be refreshed ends on the sign-in page (the client has saved the intended
// path, and adds return_to for the payment pages).
configureApiClient({
  onSessionExpired: (loginPath) => {
    if (window.location.pathname !== "/login") void router.navigate(loginPath, { replace: true });
  },
});

// Maintenance is checked once after loading (spec section 4); a 503 later switches it on too.
void checkMaintenanceOnce();
