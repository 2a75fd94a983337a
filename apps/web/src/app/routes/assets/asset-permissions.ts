import { hasPermission } from "@cm/contracts/rules";
import { useCurrentUser } from "../../../lib/auth-store";

/** Whether the signed-in user keeps the church's register (its admins and secretary). */
export function useAssetPermissions() {
  const user = useCurrentUser();
  return { user, canWrite: user ? hasPermission(user, "assets.write") : false };
}

/** The id in a path segment, or null for anything but a positive whole number. */
export const idFrom = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};
