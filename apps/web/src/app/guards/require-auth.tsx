import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useSession } from "../../lib/auth-store";
import { saveIntendedPath } from "../../lib/session";

/** Signed-in pages: a guest is sent to /login, and the page they wanted is remembered. */
export function RequireAuth() {
  const session = useSession();
  if (!session) return <RedirectToLogin />;
  return <Outlet />;
}

function RedirectToLogin() {
  const location = useLocation();
  const path = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => saveIntendedPath(path), [path]);
  return <Navigate to="/login" replace state={{ from: path }} />;
}
