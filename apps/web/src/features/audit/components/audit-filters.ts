import { msg } from "@cm/contracts";
import type { QueryParams } from "../../../lib/api-client";
import { translator } from "../../../lib/i18n";

const t = translator("audit");

/** What the audit page filters on; ids are strings as the pickers hold them, dates are YYYY-MM-DD. */
export type AuditFilters = {
  user: string | null;
  church: string | null;
  action: string | null;
  resource: string | null;
  from: string;
  to: string;
};

export const NO_FILTERS: AuditFilters = {
  user: null,
  church: null,
  action: null,
  resource: null,
  from: "",
  to: "",
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list's (and the CSV export's) query for these filters; empty ones are left out. */
export function auditQuery(filters: AuditFilters): QueryParams {
  const query: QueryParams = {};
  if (filters.user) query.user = Number(filters.user);
  if (filters.church) query.church = Number(filters.church);
  if (filters.action) query.action = filters.action;
  if (filters.resource) query.resource = filters.resource;
  // The API reads both bounds as whole days: on or after `from`, on or before `to`.
  if (DAY.test(filters.from)) query.created_at__gte = filters.from;
  if (DAY.test(filters.to)) query.created_at__lte = filters.to;
  return query;
}

/** A range that ends before it starts matches nothing; say so instead of showing an empty list. */
export function dateRangeProblem(filters: AuditFilters): string | null {
  if (DAY.test(filters.from) && DAY.test(filters.to) && filters.to < filters.from) {
    return t("The end date is before the start date.");
  }
  return null;
}

export function hasFilters(filters: AuditFilters): boolean {
  return Object.keys(auditQuery(filters)).length > 0;
}

/** "change_status" -> "Change status"; "contact-messages" -> "Contact messages". */
export function humanize(word: string): string {
  const spaced = word.replace(/[-_]+/g, " ").trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** Values the audit log is known to hold; values seen in the loaded rows are added to these. */
export const KNOWN_ACTIONS = [
  "create",
  "update",
  "delete",
  "approve",
  "reject",
  "cancel",
  "assign",
  "change_status",
  "send_to_user",
  "activate",
  "deactivate",
  "schedule_maintenance",
  "end_maintenance",
  "update_progress",
  "register",
  "update_profile",
  "update_profile_picture",
  "change_password",
  "enable_two_factor",
  "disable_two_factor",
  "deactivate_account",
  "delete_account",
];

export const KNOWN_RESOURCES = [
  "announcements",
  "branches",
  "broadcasts",
  "church-requests",
  "churches",
  "contact-messages",
  "contact-responses",
  "countries",
  "maintenance",
  "plans",
  "regions",
  "site-banners",
  "site-settings",
  "subscriptions",
  "users",
];

/** The known actions and record types in words, as `humanize` writes them, to translate where shown. */
const WORDS: Record<string, string> = {
  create: msg("Create"),
  update: msg("Update"),
  delete: msg("Delete"),
  approve: msg("Approve"),
  reject: msg("Reject"),
  cancel: msg("Cancel"),
  assign: msg("Assign"),
  change_status: msg("Change status"),
  send_to_user: msg("Send to user"),
  activate: msg("Activate"),
  deactivate: msg("Deactivate"),
  schedule_maintenance: msg("Schedule maintenance"),
  end_maintenance: msg("End maintenance"),
  update_progress: msg("Update progress"),
  register: msg("Register"),
  update_profile: msg("Update profile"),
  update_profile_picture: msg("Update profile picture"),
  change_password: msg("Change password"),
  enable_two_factor: msg("Enable two factor"),
  disable_two_factor: msg("Disable two factor"),
  deactivate_account: msg("Deactivate account"),
  delete_account: msg("Delete account"),
  complete: msg("Complete"),
  credit: msg("Credit"),
  deny: msg("Deny"),
  export: msg("Export"),
  pause: msg("Pause"),
  print: msg("Print"),
  process_referral: msg("Process referral"),
  report_download: msg("Report download"),
  resume: msg("Resume"),
  sign_in: msg("Sign in"),
  sign_in_failed: msg("Sign in failed"),
  sign_out: msg("Sign out"),
  update_church: msg("Update church"),
  void: msg("Void"),
  erase: msg("Erase personal data"),
  confirm: msg("Confirm"),
  decline: msg("Decline"),
  mark_attendance: msg("Mark attendance"),
  link: msg("Link"),
  unlink: msg("Unlink"),
  merge: msg("Merge"),
  reorder: msg("Reorder"),
  update_settings: msg("Update settings"),
  apply_own_change: msg("Apply a member's own change"),
  add_member: msg("Add member"),
  remove_member: msg("Remove member"),
  export_my_data: msg("Download own data"),
  announcements: msg("Announcements"),
  branches: msg("Branches"),
  broadcasts: msg("Broadcasts"),
  "church-requests": msg("Church requests"),
  churches: msg("Churches"),
  "contact-messages": msg("Contact messages"),
  "contact-responses": msg("Contact responses"),
  countries: msg("Countries"),
  maintenance: msg("Maintenance"),
  plans: msg("Plans"),
  regions: msg("Regions"),
  "site-banners": msg("Site banners"),
  "site-settings": msg("Site settings"),
  subscriptions: msg("Subscriptions"),
  users: msg("Users"),
  "ministry-support": msg("Ministry support"),
  "regional-support": msg("Regional support"),
  "member-fields": msg("Member fields"),
  households: msg("Households"),
  members: msg("Members"),
  events: msg("Events"),
  income: msg("Income"),
  expenses: msg("Expenses"),
  assets: msg("Assets"),
  programs: msg("Programs"),
};

/** An action or record type in words: a known one by its catalog key, another as `humanize` writes it. */
export function wordOf(value: string): string {
  return WORDS[value] ?? humanize(value);
}

/** Choices for a filter: the known values plus any in the current rows, by their readable name. */
export function choicesOf(known: string[], seen: string[]): { value: string; label: string }[] {
  return [...new Set([...known, ...seen.filter(Boolean)])]
    .map((value) => ({ value, label: t(wordOf(value)) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export type ChangeRow = { field: string; value: string };

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return t("(empty)");
  if (typeof value === "boolean") return value ? t("Yes") : t("No");
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return JSON.stringify(value, null, 2);
}

/** An audit row's `changes` as readable field/value pairs, in the order they were recorded. */
export function changeRows(changes: Record<string, unknown> | null | undefined): ChangeRow[] {
  return Object.entries(changes ?? {}).map(([key, value]) => ({ field: humanize(key), value: show(value) }));
}
