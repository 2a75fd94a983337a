// The reports' reach, the hierarchy reports, their groupings and formats, without zod: the web's
// pages import them from "@cm/contracts/rules" (see index.ts).
import { type Role, reachOf } from "../access/roles";

/** Whose books a report reads: one church, a region's churches, or every church. */
export const REPORT_SCOPES = ["church", "region", "national"] as const;
export type ReportScope = (typeof REPORT_SCOPES)[number];

/**
 * The scopes a role may report on: church users their church; regional officers also their
 * region; national officers also the whole organisation.
 */
export function reportScopesFor(role: Role): ReportScope[] {
  const reach = reachOf(role);
  if (reach === "all") return ["church", "region", "national"];
  if (reach === "region") return ["church", "region"];
  return ["church"];
}

export const HIERARCHY_REPORTS = [
  "membership_growth",
  "attendance",
  "sunday_school",
  "church_comparison",
  "subscription_history",
] as const;
export type HierarchyReportKind = (typeof HIERARCHY_REPORTS)[number];
export const REPORT_GROUPINGS = ["month", "week", "church", "event_type", "class"] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];
export const DOWNLOAD_FORMATS = ["xlsx", "csv", "pdf"] as const;

/** What each report is, how it may be grouped (the first is the default) and who may run it. */
export const HIERARCHY_REPORT_INFO: Record<
  HierarchyReportKind,
  { title: string; description: string; groupings: readonly ReportGrouping[]; nationalOnly?: boolean }
> = {
  membership_growth: {
    title: "Membership growth",
    description: "Members who joined, left and the net change, by month or by church.",
    groupings: ["month", "church"],
  },
  attendance: {
    title: "Attendance",
    description:
      "Events held and people present (members marked and visitors), by week, event type or church.",
    groupings: ["week", "event_type", "church"],
  },
  sunday_school: {
    title: "Sunday school",
    description: "Enrolment, sessions and attendance rate by class or by church.",
    groupings: ["class", "church"],
  },
  church_comparison: {
    title: "Church comparison",
    description: "One row per church: members, attendance, income and subscription state.",
    groupings: ["church"],
  },
  subscription_history: {
    title: "Subscription and payment history",
    description: "Subscriptions started and payments received, by month or by church (national only).",
    groupings: ["month", "church"],
    nationalOnly: true,
  },
};

export const GROUPING_LABELS: Record<ReportGrouping, string> = {
  month: "Month",
  week: "Week",
  church: "Church",
  event_type: "Event type",
  class: "Class",
};
