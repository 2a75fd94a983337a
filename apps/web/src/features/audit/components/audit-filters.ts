import { type AuditAction, type AuditRecordType, msg } from "@cm/contracts";
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
const WORDS: Record<AuditRecordType | AuditAction, string> = {
  create: msg("Create"),
  update: msg("Update"),
  delete: msg("Delete"),
  approve: msg("Approve"),
  accept: msg("Accept"),
  generate: msg("Fill the rota"),
  respond: msg("Answer by e-mailed link"),
  set_need: msg("Set places needed"),
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
  give: msg("Give"),
  receipt: msg("Receipt"),
  deny: msg("Deny"),
  export: msg("Export"),
  pause: msg("Pause"),
  print: msg("Print"),
  process_referral: msg("Process referral"),
  report_download: msg("Report download"),
  report: msg("Giving report download"),
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
  link_user: msg("Link account to member"),
  unlink_user: msg("Unlink account from member"),
  merge: msg("Merge"),
  reorder: msg("Reorder"),
  reopen: msg("Send back"),
  reverse: msg("Reverse"),
  statement: msg("Download a giving statement"),
  mine: msg("Download own giving statement"),
  archive: msg("Download a year's giving statements"),
  send: msg("E-mail giving statements"),
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
  groups: msg("Groups"),
  "group-meetings": msg("Group meetings"),
  "serving-teams": msg("Serving teams"),
  "serving-positions": msg("Serving positions"),
  "serving-plans": msg("Services and rotas"),
  "serving-assignments": msg("People asked to serve"),
  "serving-blockouts": msg("Days away"),
  members: msg("Members"),
  events: msg("Events"),
  income: msg("Income"),
  expenses: msg("Expenses"),
  assets: msg("Assets"),
  programs: msg("Programs"),
  funds: msg("Funds"),
  "giving-batches": msg("Sunday counts"),
  "giving-statements": msg("Giving statements"),
  donations: msg("Donations"),
  "online-gifts": msg("Online gifts"),
  "recurring-gifts": msg("Standing gifts"),
  pledges: msg("Pledges"),
  add_relationship: msg("Add relative"),
  apply: msg("Apply"),
  "bulk-enroll": msg("Enrol several"),
  bulk_activate: msg("Activate several"),
  bulk_change_home_cell: msg("Change home cell of several"),
  bulk_change_pastor: msg("Change pastor of several"),
  bulk_deactivate: msg("Deactivate several"),
  bulk_delete: msg("Delete several"),
  bulk_upload: msg("Upload several"),
  cancel_maintenance: msg("Cancel maintenance"),
  complete_maintenance: msg("Complete maintenance"),
  complete_manually: msg("Complete by hand"),
  "create-multiple-sessions": msg("Add several sessions"),
  "create-session": msg("Add session"),
  dispute: msg("Dispute"),
  download: msg("Download"),
  "enroll-members": msg("Enrol members"),
  generate_occurrences: msg("Make dates"),
  import: msg("Import"),
  increment: msg("Count usage"),
  "mark-attendance": msg("Mark attendance"),
  mark_accomplished: msg("Mark done"),
  mark_not_accomplished: msg("Mark not done"),
  mark_paid: msg("Mark paid"),
  medical_documents: msg("Read medical documents"),
  order: msg("Order"),
  photo: msg("Change photo"),
  process: msg("Process"),
  process_action: msg("Process"),
  process_request: msg("Process request"),
  refund: msg("Refund"),
  remove_relationship: msg("Remove relative"),
  renew: msg("Renew"),
  return_asset: msg("Return asset"),
  rotate: msg("New feed link"),
  send_now: msg("Send now"),
  start_maintenance: msg("Start maintenance"),
  start_trial: msg("Start trial"),
  submit: msg("Submit"),
  suspend: msg("Suspend"),
  terminate: msg("Terminate"),
  unsuspend: msg("Lift suspension"),
  unverify: msg("Withdraw verification"),
  update_occupancy: msg("Update occupancy"),
  update_status: msg("Update status"),
  update_value: msg("Update value"),
  upload: msg("Upload"),
  "upload-receipt": msg("Upload receipt"),
  upload_photo: msg("Upload photo"),
  verify: msg("Verify"),
  "affiliate-profiles": msg("Affiliate profiles"),
  "affiliate-referrals": msg("Affiliate referrals"),
  "affiliate-rewards": msg("Affiliate rewards"),
  "affiliate-withdrawals": msg("Affiliate withdrawals"),
  "asset-area": msg("Assets area"),
  "asset-assignments": msg("Asset assignments"),
  "asset-categories": msg("Asset categories"),
  "asset-documents": msg("Asset documents"),
  "asset-maintenance": msg("Asset maintenance"),
  "audit-logs": msg("Audit logs"),
  "campaign-images": msg("Campaign images"),
  "campaign-payments": msg("Campaign payments"),
  "campaign-performance": msg("Campaign performance"),
  campaigns: msg("Campaigns"),
  "change-requests": msg("Plan change requests"),
  "church-leadership": msg("Church leadership"),
  "church-roles": msg("Church roles"),
  discounts: msg("Discounts"),
  "finance-categories": msg("Finance categories"),
  "finance-reports": msg("Finance reports"),
  "financial-years": msg("Financial years"),
  gateways: msg("Payment gateways"),
  invoices: msg("Invoices"),
  "marketing-plans": msg("Marketing plans"),
  "member-changes": msg("Members' own changes"),
  "member-links": msg("Member account links"),
  membership: msg("Membership"),
  outbox: msg("Outgoing e-mails"),
  payments: msg("Payments"),
  "program-attachments": msg("Program attachments"),
  "program-categories": msg("Program categories"),
  "program-feeds": msg("Program calendar feeds"),
  "program-occurrences": msg("Program dates"),
  "program-participants": msg("Program participants"),
  "program-reminders": msg("Program reminders"),
  "public-testimonies": msg("Public testimonies"),
  "remittance-rates": msg("Remittance rates"),
  "sunday-school-attendance": msg("Sunday school attendance"),
  "sunday-school-enrollments": msg("Sunday school enrolments"),
  "sunday-school-members": msg("Sunday school members"),
  "sunday-school-sessions": msg("Sunday school sessions"),
  "sunday-schools": msg("Sunday schools"),
  testimonies: msg("Testimonies"),
  "testimony-documents": msg("Testimony documents"),
  "testimony-types": msg("Testimony types"),
  usage: msg("Usage"),
  auth: msg("Sign-in"),
};

/** An action or record type in words: a known one by its catalog key, another as `humanize` writes it. */
export function wordOf(value: string): string {
  return (WORDS as Record<string, string>)[value] ?? humanize(value);
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
