import { useEffect, useState } from "react";
import { Navigate, Outlet, useLocation, useSearchParams } from "react-router";
import { peekIntendedPath, sessionStore, takeIntendedPath } from "../../lib/session";
import { signedInVisitorPath } from "../navigation";

/**
 * Guest-only pages (/login, /register, /reset-password…): someone already signed in goes to the
 * remembered intended path, else the page they came from, else /dashboard (spec section 2).
 */
export function GuestOnly() {
  // Judged on arrival only: signing in on this page must not race the page's own redirect.
  const [signedInOnArrival] = useState(() => sessionStore.get() !== null);
  if (signedInOnArrival) return <RedirectSignedIn />;
  return <Outlet />;
}

function RedirectSignedIn() {
  const location = useLocation();
  const [search] = useSearchParams();
  const [target] = useState(() =>
    signedInVisitorPath({
      intended: peekIntendedPath(),
      returnTo: search.get("return_to"),
      state: location.state,
    }),
  );
  useEffect(() => {
    takeIntendedPath();
  }, []);
  return <Navigate to={target} replace />;
}
