import { type HouseholdRole, type MemberChangeStatus, msg } from "@cm/contracts";

/** A change's status in words, and its colour. */
export const CHANGE_STATUS: Record<MemberChangeStatus, { label: string; color: string }> = {
  PENDING: { label: msg("Waiting for confirmation"), color: "yellow" },
  APPLIED: { label: msg("Applied"), color: "teal" },
  DECLINED: { label: msg("Declined"), color: "gray" },
};

/** A person's place in their household. */
export const ROLE_WORDS: Record<HouseholdRole, string> = {
  head: msg("Head"),
  spouse: msg("Spouse"),
  child: msg("Child"),
  other: msg("Other"),
};
