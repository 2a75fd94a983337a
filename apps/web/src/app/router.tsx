import { createBrowserRouter } from "react-router";
import { dropEarlySubscription } from "../early/early-subscription";
import { checkMaintenanceOnce } from "../features/maintenance/api/maintenance-api";
import { configureApiClient } from "../lib/api-client";
import { routes } from "./routes";

export const router = createBrowserRouter(routes);

// The subscription asked for as the page was read (src/early) is for the page the visit opened on
// (a guard's redirect replaces the address and is still that page); one the user moves to asks anew.
const opened = router.state.location.key;
const stopWatching = router.subscribe((state) => {
  if (state.location.key === opened || state.historyAction === "REPLACE") return;
  dropEarlySubscription();
  stopWatching();
});

// A session that cannot be refreshed ends on the sign-in page (the client has saved the intended
// path, and adds return_to for the payment pages).
configureApiClient({
  onSessionExpired: (loginPath) => {
    if (window.location.pathname !== "/login") void router.navigate(loginPath, { replace: true });
  },
});

// Maintenance is checked once after loading (spec section 4); a 503 later switches it on too.
void checkMaintenanceOnce();
