import { useEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { peekIntendedPath, sessionStore, takeIntendedPath } from "../../lib/session";
import { DASHBOARD_PATH, fromPath } from "../navigation";

/**
 * Guest-only pages (/login, /register): someone already signed in goes to the remembered
 * intended path, else the page they came from, else /dashboard (spec section 2).
 */
export function GuestOnly() {
  // Judged on arrival only: signing in on this page must not race the page's own redirect.
  const [signedInOnArrival] = useState(() => sessionStore.get() !== null);
  if (signedInOnArrival) return <RedirectSignedIn />;
  return <Outlet />;
}

function RedirectSignedIn() {
  const location = useLocation();
  const [target] = useState(() => peekIntendedPath() ?? fromPath(location.state) ?? DASHBOARD_PATH);
  useEffect(() => {
    takeIntendedPath();
  }, []);
  return <Navigate to={target} replace />;
}
