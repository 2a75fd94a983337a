import { HOUSEHOLD_ROLES, type HouseholdRole, msg } from "@cm/contracts";

/** A household role's word (translated where it is shown). */
export const HOUSEHOLD_ROLE_LABELS: Record<HouseholdRole, string> = {
  head: msg("Head"),
  spouse: msg("Spouse"),
  child: msg("Child"),
  other: msg("Other"),
};

export const HOUSEHOLD_ROLE_COLORS: Record<HouseholdRole, string> = {
  head: "brand",
  spouse: "grape",
  child: "teal",
  other: "gray",
};

export const householdRoleChoices = (t: (text: string) => string) =>
  HOUSEHOLD_ROLES.map((value) => ({ value, label: t(HOUSEHOLD_ROLE_LABELS[value]) }));
