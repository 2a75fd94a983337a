// The reports' reach, the hierarchy reports, their groupings and formats, without zod: the web's
// pages import them from "@cm/contracts/rules" (see index.ts).
import { type Role, reachOf } from "../access/roles";
import { msg } from "../i18n/languages";
import { EVENT_TYPE_LABELS, SUBSCRIPTION_STATUS_WORDS } from "./vocabulary";

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
    title: msg("Membership growth"),
    description: msg("Members who joined, left and the net change, by month or by church."),
    groupings: ["month", "church"],
  },
  attendance: {
    title: msg("Attendance"),
    description: msg(
      "Events held and people present (members marked and visitors), by week, event type or church.",
    ),
    groupings: ["week", "event_type", "church"],
  },
  sunday_school: {
    title: msg("Sunday school"),
    description: msg("Enrolment, sessions and attendance rate by class or by church."),
    groupings: ["class", "church"],
  },
  church_comparison: {
    title: msg("Church comparison"),
    description: msg("One row per church: members, attendance, income and subscription state."),
    groupings: ["church"],
  },
  subscription_history: {
    title: msg("Subscription and payment history"),
    description: msg("Subscriptions started and payments received, by month or by church (national only)."),
    groupings: ["month", "church"],
    nationalOnly: true,
  },
};

export const GROUPING_LABELS: Record<ReportGrouping, string> = {
  month: msg("Month"),
  week: msg("Week"),
  church: msg("Church"),
  event_type: msg("Event type"),
  class: msg("Class"),
};

/**
 * The words of the hierarchy reports' columns, rows and chart series: written by the API in
 * English and put in the reader's language where they are shown (the page, the downloads).
 */
export const REPORT_WORDS = {
  church: msg("Church"),
  region: msg("Region"),
  month: msg("Month"),
  weekOf: msg("Week of"),
  eventType: msg("Event type"),
  class: msg("Class"),
  total: msg("Total"),
  joined: msg("Joined"),
  left: msg("Left"),
  net: msg("Net"),
  activeMembers: msg("Active members"),
  events: msg("Events"),
  membersPresent: msg("Members present"),
  visitors: msg("Visitors"),
  totalAttendance: msg("Total attendance"),
  attendance: msg("Attendance"),
  enrolled: msg("Enrolled"),
  sessions: msg("Sessions"),
  present: msg("Present"),
  attendanceRate: msg("Attendance rate (%)"),
  currency: msg("Currency"),
  income: msg("Income"),
  subscription: msg("Subscription"),
  plan: msg("Plan"),
  subscriptionsStarted: msg("Subscriptions started"),
  payments: msg("Payments"),
  received: msg("Received"),
} as const;

const WORDS = new Set<string>([
  ...Object.values(REPORT_WORDS),
  ...Object.values(EVENT_TYPE_LABELS),
  ...Object.values(SUBSCRIPTION_STATUS_WORDS),
]);
/**
 * Whether a report's text cell is one of its own words (a heading, an event type, a subscription's
 * state: translated), not a church's, region's or plan's name.
 */
export const isReportWord = (text: string): boolean => WORDS.has(text);
