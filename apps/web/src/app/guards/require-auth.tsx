import { useEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useSession } from "../../lib/auth-store";
import { loginPathFor } from "../../lib/login-redirect";
import { saveIntendedPath, sessionStore } from "../../lib/session";

/**
 * Signed-in pages. A guest who arrives is sent to /login and the page they wanted is remembered.
 * A session that ends while here (sign-out, another tab, a failed refresh) also goes to /login,
 * without remembering: a deliberate sign-out should not bring the next person back to this page,
 * and a failed refresh has already remembered it in the API client.
 */
export function RequireAuth() {
  const session = useSession();
  const [signedInOnArrival] = useState(() => sessionStore.get() !== null);
  if (session) return <Outlet />;
  return signedInOnArrival ? <LeaveEndedSession /> : <RedirectToLogin />;
}

function RedirectToLogin() {
  const location = useLocation();
  const path = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => saveIntendedPath(path), [path]);
  return <Navigate to="/login" replace state={{ from: path }} />;
}

function LeaveEndedSession() {
  const location = useLocation();
  // Same address as the API client's redirect, so the two never disagree (payment return_to).
  return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
}
