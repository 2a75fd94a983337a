import { hasPermission } from "@cm/contracts/rules";
import { useCurrentUser } from "../../../lib/auth-store";

/** What the signed-in user may do on the programs pages (the API checks it again). */
export function useProgramPermissions() {
  const user = useCurrentUser();
  return {
    user,
    canWrite: user ? hasPermission(user, "programs.write") : false,
    canApprove: user ? hasPermission(user, "programs.approve") : false,
  };
}
