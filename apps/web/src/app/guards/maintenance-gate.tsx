import { type ReactNode, useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { useCurrentUser } from "../../lib/auth-store";
import {
  isOpenDuringMaintenance,
  MAINTENANCE_PAGE,
  saveMaintenanceReturnPath,
  useMaintenance,
} from "../../lib/maintenance-store";

/**
 * While maintenance is on, everyone but a super admin is sent to /maintenance from any page but
 * /login and /maintenance (spec section 6). The page they were on is remembered for afterwards.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const maintenance = useMaintenance();
  const role = useCurrentUser()?.role;
  const location = useLocation();
  if (maintenance && role !== "SUPER_ADMIN" && !isOpenDuringMaintenance(location.pathname)) {
    return <ToMaintenance from={`${location.pathname}${location.search}${location.hash}`} />;
  }
  return children;
}

function ToMaintenance({ from }: { from: string }) {
  useEffect(() => saveMaintenanceReturnPath(from), [from]);
  return <Navigate to={MAINTENANCE_PAGE} replace />;
}
