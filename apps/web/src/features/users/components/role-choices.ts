import {
  canGrant,
  grantableRoles,
  hasPermission,
  msg,
  type Role,
  roleTitle,
  type Tier,
  tierOf,
} from "@cm/contracts";
import { translator } from "../../../lib/i18n";

const t = translator("users");

type Actor = { id: number; role: Role; is_church_admin: boolean };
type RoleGroup = { group: string; items: { value: Role; label: string }[] };

const TIER_NAMES: Record<Tier, string> = {
  national: msg("National"),
  regional: msg("Regional"),
  local: msg("Local church"),
  finance: msg("Finance"),
  viewer: msg("Members and viewers"),
};

/** The roles this administrator may give, grouped by tier for the role picker. */
export function roleChoices(actor: Actor): RoleGroup[] {
  const groups = new Map<Tier, RoleGroup>();
  for (const role of grantableRoles(actor)) {
    const tier = tierOf(role);
    const group = groups.get(tier) ?? { group: t(TIER_NAMES[tier]), items: [] };
    group.items.push({ value: role, label: t(roleTitle(role)) });
    groups.set(tier, group);
  }
  return [...groups.values()];
}

/** Mirrors the API: an administrator manages another user whose role it could give. */
export function canManageUser(actor: Actor, target: { id: number; role: Role }): boolean {
  return hasPermission(actor, "users.write") && actor.id !== target.id && canGrant(actor, target.role);
}

export function canCreateUsers(actor: Actor): boolean {
  return hasPermission(actor, "users.write") && grantableRoles(actor).length > 0;
}
