import {
  activeGateway,
  affiliateDashboard,
  affiliateProfile,
  affiliateReferral,
  affiliateReward,
  affiliateSettings,
  affiliateStats,
  affiliateWithdrawal,
  announcement,
  appliedDiscount,
  asset,
  assetAssignment,
  assetCategory,
  assetDocument,
  assetGlobal,
  assetHistory,
  assetMaintenance,
  assetTotals,
  assetUploadReport,
  attendanceOverview,
  attendanceTrends,
  attendedEvent,
  auditLog,
  availableDiscount,
  branch,
  broadcast,
  campaignImage,
  campaignPayment,
  campaignPerformance,
  categoryChoices,
  changeRequest,
  checkCodeResult,
  church,
  churchRequest,
  churchRole,
  churchStatistics,
  contactMessage,
  contactResponse,
  country,
  createMultipleSessionsResult,
  currentLeadership,
  currentSubscriptionAnswer,
  currentYearAnswer,
  dashboard,
  detailMessage,
  discount,
  enrollmentResult,
  event,
  eventAttendees,
  expense,
  expenseSummary,
  financeCategory,
  financeReport,
  financeReportRecord,
  financialYear,
  gateway,
  generateOccurrencesResult,
  hierarchyReport,
  income,
  incomeSummary,
  invoice,
  leadership,
  listTotals,
  loginResult,
  maintenanceRecord,
  campaign as marketingCampaign,
  marketingPlan,
  medicalDocument,
  member,
  memberBulkDeleted,
  memberBulkUpdated,
  memberImportReport,
  memberStatistics,
  memberSundaySchoolHistory,
  memberValues,
  occurrence,
  occurrenceList,
  organisationFigures,
  outboxMessage,
  pageOf,
  participant,
  passwordResetLink,
  payment,
  performanceReport,
  plan,
  processCampaignPaymentResult,
  processPaymentResult,
  processReferralResult,
  profile,
  program,
  programAttachment,
  programCalendar,
  programCategory,
  programCategoryChoices,
  programFeed,
  programStatistics,
  publicCampaignList,
  publicTestimony,
  region,
  regionAnalytics,
  reminder,
  remittanceRate,
  reportCatalogue,
  schedulePreview,
  sendNowResult,
  sessionRoster,
  sessionSummary,
  siteBanner,
  siteSettings,
  subscription,
  subscriptionStatistics,
  sundaySchool,
  sundaySchoolAttendanceRecord,
  sundaySchoolEnrollment,
  sundaySchoolSession,
  supportChurchSummary,
  supportPayment,
  supportRegionSummary,
  testimony,
  testimonyStats,
  testimonyType,
  toggleTwoFactorResult,
  tokenPair,
  trialEligibility,
  usage,
  usageByFeature,
  user,
  validateDiscountResult,
  verifyPaymentResult,
} from "@cm/contracts";
import { z } from "zod";

// What the real API answers, endpoint by endpoint, so that the web tests' stubbed answers can be
// checked against it (test/api-stub.ts). It mirrors the API's declarations: a resource's generic
// routes answer its entity (a page of them for the list, 204 for a delete), its actions answer
// their declared output. When the API gains an endpoint the web calls, add it here.

/** What a route answers on success: a schema for its JSON body, a file download, or 204 with no body. */
export type RouteAnswer = z.ZodType | "file" | "empty";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Route = { method: Method; path: string; pattern: RegExp; answer: RouteAnswer };

const routes: Route[] = [];

/** `/api/users/:id/` matches `/api/users/7/`; `:id` is a number, any other `:name` one path segment. */
function compile(path: string): RegExp {
  const source = path
    .split("/")
    .map((part) => (part === ":id" ? "\\d+" : part.startsWith(":") ? "[^/]+" : part.replace(/[.-]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}$`);
}

function route(method: Method, path: string, answer: RouteAnswer): void {
  routes.push({ method, path, pattern: compile(path), answer });
}

type ResourceOptions = {
  /** The generic writes the API declares for the resource (all three unless told). */
  writes?: ("create" | "update" | "delete")[];
  /** `"GET statistics/"` (collection) or `"POST :id/approve/"` (detail) to the action's answer. */
  actions?: Record<string, RouteAnswer>;
};

/** The generic routes of a declared resource (list, create, detail, update, delete) and its actions. */
function resource(path: string, entity: z.ZodType, options: ResourceOptions = {}): void {
  const writes = options.writes ?? ["create", "update", "delete"];
  route("GET", path, pageOf(entity));
  route("GET", `${path}:id/`, entity);
  if (writes.includes("create")) route("POST", path, entity);
  if (writes.includes("update")) {
    route("PUT", `${path}:id/`, entity);
    route("PATCH", `${path}:id/`, entity);
  }
  if (writes.includes("delete")) route("DELETE", `${path}:id/`, "empty");
  for (const [key, answer] of Object.entries(options.actions ?? {})) {
    const [method, action] = key.split(" ") as [Method, string];
    route(method, `${path}${action}`, answer);
  }
}

const readOnly: ResourceOptions["writes"] = [];

// Sign-in, accounts and the profile.
route("POST", "/api/auth/login/", loginResult);
route("POST", "/api/auth/token/refresh/", tokenPair);
route("POST", "/api/auth/logout/", "empty");
route("POST", "/api/auth/register/", profile);
route("POST", "/api/auth/password-reset/", detailMessage);
route("GET", "/api/auth/password-reset/:uid/:token/", passwordResetLink);
route("POST", "/api/auth/password-reset/:uid/:token/", detailMessage);
route("GET", "/api/user-profile/profile/", profile);
route("PUT", "/api/user-profile/update_profile/", profile);
route("PATCH", "/api/user-profile/update_profile/", profile);
route("POST", "/api/user-profile/change_password/", tokenPair);
route("POST", "/api/user-profile/deactivate_account/", detailMessage);
route("POST", "/api/user-profile/delete_account/", detailMessage);
route("POST", "/api/user-profile/toggle_two_factor/", toggleTwoFactorResult);

// Settings and uploaded files.
route("GET", "/api/settings/maintenance/current/", maintenanceRecord);
route("PUT", "/api/settings/maintenance/1/", maintenanceRecord);
route("POST", "/api/settings/maintenance/schedule_maintenance/", maintenanceRecord);
route("POST", "/api/settings/maintenance/end_maintenance/", maintenanceRecord);
route("POST", "/api/settings/maintenance/update_progress/", maintenanceRecord);
route("GET", "/api/settings/site/current/", siteSettings);
route("PUT", "/api/settings/site/1/", siteSettings);
route("GET", "/api/files/:name", "file");

// Declared resources, in the order of the API's registry.
resource("/api/churches/countries/", country, { actions: { "GET check-code/": checkCodeResult } });
resource("/api/regions/", region, { actions: { "GET :id/analytics/": regionAnalytics } });
resource("/api/churches/churches/", church, {
  actions: {
    "GET mine/": church,
    "GET request_churches/": z.array(church),
    "GET public_figures/": organisationFigures,
    "GET :id/statistics/": churchStatistics,
    "GET dashboard/": dashboard,
    "GET reports/": reportCatalogue,
    "GET report/": hierarchyReport,
    "GET report_download/": "file",
  },
});
resource("/api/branches/", branch, { actions: { "POST :id/update_occupancy/": branch } });
resource("/api/users/", user, {
  writes: ["create", "update"],
  actions: { "GET me/": user, "POST :id/deactivate/": user, "POST :id/activate/": user },
});
resource("/api/audit/logs/", auditLog, { writes: readOnly, actions: { "GET export/": "file" } });
resource("/api/mail/outbox/", outboxMessage, { writes: readOnly });
resource("/api/announcements/", announcement);
resource("/api/broadcast/broadcasts/", broadcast, { actions: { "GET current/": broadcast.nullable() } });
resource("/api/settings/announcements/", siteBanner, { actions: { "GET active/": z.array(siteBanner) } });
resource("/api/contact/messages/", contactMessage, {
  actions: { "POST :id/assign/": contactMessage, "POST :id/change_status/": contactMessage },
});
resource("/api/contact/responses/", contactResponse, {
  actions: { "POST :id/send_to_user/": contactResponse },
});
resource("/api/subscriptions/plans/", plan, {
  actions: { "GET active_plans/": z.array(plan), "GET trial_plans/": z.array(plan) },
});
resource("/api/subscriptions/subscriptions/", subscription, {
  actions: {
    "GET current/": currentSubscriptionAnswer,
    "GET subscriptions_by_church/": z.array(subscription),
    "GET history/": z.array(subscription),
    "GET check_trial_eligibility/": trialEligibility,
    "POST start_trial/": subscription,
    "POST cancel/": subscription,
    "POST renew/": processPaymentResult,
    "GET statistics/": subscriptionStatistics,
  },
});
resource("/api/subscriptions/change-requests/", changeRequest, {
  writes: ["create"],
  actions: {
    "GET by_subscription/": z.array(changeRequest),
    "POST :id/process_request/": changeRequest,
    "POST :id/cancel/": changeRequest,
  },
});
resource("/api/subscriptions/invoices/", invoice, {
  writes: ["create"],
  actions: { "POST :id/process_action/": invoice, "GET :id/print/": "file" },
});
resource("/api/subscriptions/gateways/", gateway, {
  actions: { "GET active_gateways/": z.array(activeGateway) },
});
resource("/api/subscriptions/payments/", payment, {
  writes: readOnly,
  actions: {
    "POST process/": processPaymentResult,
    "POST verify/": verifyPaymentResult,
    "POST :id/mark_paid/": payment,
    "POST :id/refund/": payment,
  },
});
resource("/api/subscriptions/discounts/", discount, {
  actions: {
    "GET active_discounts/": z.array(availableDiscount),
    "POST validate_discount/": validateDiscountResult,
    "POST apply_discount/": appliedDiscount,
  },
});
resource("/api/subscriptions/usage/", usage, {
  writes: ["create"],
  actions: {
    "POST :id/increment/": usage,
    "GET by_subscription/": z.array(usage),
    "GET by_feature/": usageByFeature,
  },
});
resource("/api/churches/requests/", churchRequest, {
  writes: ["create"],
  actions: {
    "GET list_my_requests/": z.array(churchRequest),
    "POST :id/approve/": churchRequest,
    "POST :id/reject/": churchRequest,
    "POST :id/cancel/": churchRequest,
  },
});
resource("/api/churches/roles/", churchRole);
resource("/api/churches/members/", member, {
  actions: {
    "GET statistics/": memberStatistics,
    "GET categories/": memberValues,
    "GET home_cell_fellowships/": memberValues,
    "GET home_cell_pastors/": memberValues,
    "POST import/": memberImportReport,
    "POST bulk_activate/": memberBulkUpdated,
    "POST bulk_deactivate/": memberBulkUpdated,
    "POST bulk_change_home_cell/": memberBulkUpdated,
    "POST bulk_change_pastor/": memberBulkUpdated,
    "POST bulk_delete/": memberBulkDeleted,
    "GET template/": "file",
    "GET export/": "file",
  },
});
resource("/api/churches/events/", event, {
  actions: {
    "POST :id/mark-attendance/": event,
    "GET :id/attendance/": eventAttendees,
    "GET attendance_trends/": attendanceTrends,
    "GET member-history/": pageOf(attendedEvent),
  },
});
resource("/api/churches/church-leadership/", leadership, { actions: { "GET current/": currentLeadership } });
resource("/api/churches/sunday-schools/", sundaySchool, {
  actions: {
    "POST :id/enroll-members/": enrollmentResult,
    "POST :id/create-session/": sundaySchoolSession,
    "POST :id/create-multiple-sessions/": createMultipleSessionsResult,
    "GET :id/attendance-overview/": attendanceOverview,
  },
});
resource("/api/churches/sunday-school-enrollments/", sundaySchoolEnrollment, {
  actions: { "POST bulk-enroll/": enrollmentResult },
});
resource("/api/churches/sunday-school-members/", sundaySchoolEnrollment);
resource("/api/churches/sunday-school-sessions/", sundaySchoolSession, {
  actions: { "POST :id/mark-attendance/": sessionSummary, "GET :id/roster/": sessionRoster },
});
resource("/api/churches/sunday-school-attendance/", sundaySchoolAttendanceRecord, {
  writes: readOnly,
  actions: {
    "GET session-summary/": sessionSummary,
    "GET member-history/": memberSundaySchoolHistory,
  },
});
resource("/api/finance/income/", income, {
  actions: { "GET summary/": incomeSummary, "GET totals/": listTotals, "GET export/": "file" },
});
resource("/api/finance/expenses/", expense, {
  actions: {
    "POST :id/approve/": expense,
    "POST :id/reject/": expense,
    "GET :id/receipt/": "file",
    "POST :id/upload-receipt/": expense,
    "GET summary-by-category/": expenseSummary,
    "GET totals/": listTotals,
    "GET export/": "file",
  },
});
resource("/api/finance/financial-years/", financialYear, { actions: { "GET current/": currentYearAnswer } });
resource("/api/finance/categories/", financeCategory, {
  actions: { "GET income_categories/": categoryChoices, "GET expense_categories/": categoryChoices },
});
resource("/api/finance/ministry-support/", supportPayment, {
  actions: {
    "POST :id/confirm/": supportPayment,
    "POST :id/dispute/": supportPayment,
    "GET church-summary/": supportChurchSummary,
    "GET region-summary/": supportRegionSummary,
  },
});
resource("/api/finance/regional-support/", supportPayment, {
  actions: {
    "POST :id/confirm/": supportPayment,
    "POST :id/dispute/": supportPayment,
    "GET church-summary/": supportChurchSummary,
    "GET region-summary/": supportRegionSummary,
  },
});
resource("/api/finance/remittance-rates/", remittanceRate);
resource("/api/finance/reports/", financeReportRecord, {
  writes: readOnly,
  actions: { "GET generate-report/": financeReport },
});
resource("/api/programs/categories/", programCategory, {
  actions: { "GET choices/": programCategoryChoices },
});
resource("/api/programs/programs/", program, {
  actions: {
    "POST :id/submit/": program,
    "POST :id/approve/": program,
    "POST :id/reject/": program,
    "POST :id/cancel/": program,
    "POST :id/generate_occurrences/": generateOccurrencesResult,
    "POST preview/": schedulePreview,
    "GET upcoming/": occurrenceList,
    "GET calendar/": programCalendar,
    "GET statistics/": programStatistics,
  },
});
resource("/api/programs/occurrences/", occurrence, {
  writes: readOnly,
  actions: {
    "POST :id/update_status/": occurrence,
    "POST :id/mark_accomplished/": occurrence,
    "POST :id/mark_not_accomplished/": occurrence,
    "GET today/": occurrenceList,
    "GET upcoming/": occurrenceList,
    "GET pending_update/": occurrenceList,
  },
});
resource("/api/programs/participants/", participant);
resource("/api/programs/attachments/", programAttachment, {
  writes: ["delete"],
  actions: { "POST upload/": programAttachment, "GET :id/download/": "file" },
});
resource("/api/programs/reminders/", reminder, { actions: { "POST :id/send_now/": sendNowResult } });
resource("/api/programs/feeds/", programFeed, {
  writes: ["delete"],
  actions: { "GET current/": programFeed.nullable(), "POST rotate/": programFeed },
});

resource("/api/testimonies/types/", testimonyType);
resource("/api/testimonies/testimonies/", testimony, {
  actions: {
    "POST :id/verify/": testimony,
    "POST :id/unverify/": testimony,
    "POST :id/reject/": testimony,
    "POST :id/medical_documents/": medicalDocument,
    "POST :id/photo/": testimony,
    "GET stats/": testimonyStats,
  },
});
resource("/api/testimonies/medical-documents/", medicalDocument, {
  writes: ["delete"],
  actions: { "GET :id/download/": "file" },
});
resource("/api/testimonies/public/", publicTestimony, {
  writes: readOnly,
  actions: { "GET by_slug/": publicTestimony },
});

resource("/api/assets/categories/", assetCategory);
resource("/api/assets/assets/", asset, {
  actions: {
    "POST :id/change_status/": asset,
    "POST :id/update_value/": asset,
    "GET :id/history/": assetHistory,
    "POST :id/upload_photo/": asset,
    "GET :id/photo/": "file",
    "GET totals/": assetTotals,
  },
});
resource("/api/assets/", asset, {
  writes: readOnly,
  actions: {
    "GET global/": assetGlobal,
    "GET export/": "file",
    "GET download_template/": "file",
    "POST bulk_upload/": assetUploadReport,
    "GET labels/": "file",
  },
});
resource("/api/assets/assignments/", assetAssignment, {
  writes: ["create", "update"],
  actions: { "POST :id/return_asset/": assetAssignment },
});
resource("/api/assets/maintenance/", assetMaintenance, {
  writes: ["create", "update"],
  actions: {
    "POST :id/start_maintenance/": assetMaintenance,
    "POST :id/complete_maintenance/": assetMaintenance,
    "POST :id/cancel_maintenance/": assetMaintenance,
  },
});
resource("/api/assets/documents/", assetDocument, {
  writes: ["delete"],
  actions: { "POST upload/": assetDocument, "GET :id/download/": "file" },
});

resource("/api/marketing/plans/", marketingPlan, {
  actions: { "GET active_plans/": z.array(marketingPlan) },
});
resource("/api/marketing/campaigns/", marketingCampaign, {
  actions: {
    "GET by_church/": z.array(marketingCampaign),
    "GET active_campaigns/": publicCampaignList,
    "GET featured_campaigns/": publicCampaignList,
    "POST :id/process_action/": marketingCampaign,
    // Answered 204 with no body declared.
    "POST track_impression/": "file",
    "POST track_click/": "file",
    "POST track_share/": "file",
    "GET performance/": performanceReport,
  },
});
resource("/api/marketing/images/", campaignImage, {
  writes: ["delete"],
  actions: { "POST upload/": campaignImage, "POST order/": z.array(campaignImage) },
});
route("GET", "/api/marketing/campaign-images/:name", "file");
resource("/api/marketing/performance/", campaignPerformance, { writes: readOnly });
resource("/api/marketing/payments/", campaignPayment, {
  writes: readOnly,
  actions: {
    "GET by_church/": z.array(campaignPayment),
    "GET by_campaign/": z.array(campaignPayment),
    "POST process/": processCampaignPaymentResult,
    "POST verify/": campaignPayment,
    "POST :id/complete_manually/": campaignPayment,
  },
});

// The affiliate programme.
resource("/api/affiliates/profiles/", affiliateProfile, {
  writes: ["update"],
  actions: {
    "GET my_profile/": affiliateProfile.nullable(),
    "POST apply/": affiliateProfile,
    "POST :id/approve/": affiliateProfile,
    "POST :id/reject/": affiliateProfile,
    "POST :id/suspend/": affiliateProfile,
    "POST :id/unsuspend/": affiliateProfile,
    "POST :id/terminate/": affiliateProfile,
    "GET dashboard/": affiliateDashboard,
    "GET stats/": affiliateStats,
    "GET settings/": affiliateSettings,
    "POST update_settings/": affiliateSettings,
  },
});
resource("/api/affiliates/referrals/", affiliateReferral, {
  writes: readOnly,
  actions: { "GET my_referrals/": z.array(affiliateReferral) },
});
resource("/api/affiliates/rewards/", affiliateReward, {
  writes: readOnly,
  actions: { "GET my_rewards/": z.array(affiliateReward) },
});
resource("/api/affiliates/withdrawals/", affiliateWithdrawal, {
  writes: ["create"],
  actions: {
    "POST :id/approve/": affiliateWithdrawal,
    "POST :id/reject/": affiliateWithdrawal,
    "POST :id/mark_paid/": affiliateWithdrawal,
    "POST :id/cancel/": affiliateWithdrawal,
  },
});
route("POST", "/api/affiliates/process-referral/", processReferralResult);
route("POST", "/api/affiliates/update-church/", affiliateReferral.nullable());

/** The whole table, for the API's test that checks it against the routes the API really declares. */
export const routeTable = (): readonly Omit<Route, "pattern">[] => routes;

/** What the API answers to `method` on `path` (no query), or undefined for an endpoint it does not have. */
export function routeFor(method: string, path: string): RouteAnswer | undefined {
  return routes.find((r) => r.method === method && r.pattern.test(path))?.answer;
}
