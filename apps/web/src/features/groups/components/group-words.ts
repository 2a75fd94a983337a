import { GROUP_KINDS, type GroupKind, type GroupRole, msg, type Weekday } from "@cm/contracts";
import type { TFunction } from "i18next";
import { WEEKDAY_LABELS } from "../../../lib/weekdays";

/** A group kind's word (translated where it is shown). */
export const GROUP_KIND_LABELS: Record<GroupKind, string> = {
  home_cell: msg("Home cell"),
  ministry: msg("Ministry"),
  class: msg("Class"),
  team: msg("Team"),
  other: msg("Other"),
};

export const GROUP_ROLE_LABELS: Record<GroupRole, string> = { leader: msg("Leader"), member: msg("Member") };

type T = TFunction<"groups">;

export const groupKindChoices = (t: T) =>
  GROUP_KINDS.map((value) => ({ value, label: t(GROUP_KIND_LABELS[value]) }));
export const groupRoleChoices = (t: T) =>
  (["member", "leader"] as const).map((value) => ({ value, label: t(GROUP_ROLE_LABELS[value]) }));

/** When a group meets, in words ("Wednesdays at 18:30, at Ama's home"), or empty. */
export function whenItMeets(
  t: T,
  group: { meeting_day: Weekday | ""; meeting_time: string; place: string },
): string {
  const day = group.meeting_day ? t(WEEKDAY_LABELS[group.meeting_day]) : "";
  const when = day && group.meeting_time ? t("{day} at {time}", { day, time: group.meeting_time }) : day;
  return [when, group.place].filter(Boolean).join(" · ");
}
