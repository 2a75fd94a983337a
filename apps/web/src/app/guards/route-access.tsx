import { routeDecision } from "@cm/contracts/rules";
import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useCurrentUser } from "../../lib/auth-store";
import { churchFirstPath, churchFirstState } from "../../lib/working-church";

/**
 * Signed-in pages a role may not open (spec section 6): a super-admin-only page goes to
 * /error/403, any other page outside the role's sidebar to /churches. Checked on every
 * navigation; the rule itself is `routeDecision` in contracts.
 */
export function RouteAccess({ children }: { children?: ReactNode }) {
  const user = useCurrentUser();
  const { pathname, state } = useLocation();
  if (user) {
    const decision = routeDecision(user, pathname);
    // A regional officer sent to /dashboard to choose a church goes on to /churches: the page
    // they asked for goes along, so that they are asked there instead.
    const wanted = churchFirstPath(state);
    if (decision !== "allow") {
      return <Navigate to={decision} replace state={wanted ? churchFirstState(wanted) : undefined} />;
    }
  }
  return children ?? <Outlet />;
}
