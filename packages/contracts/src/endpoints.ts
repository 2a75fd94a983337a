import { authEndpoints, profileEndpoints } from "./accounts/accounts.endpoints";
import {
  affiliateProfilesEndpoints,
  affiliateReferralsEndpoints,
  affiliateRewardsEndpoints,
  affiliateWithdrawalsEndpoints,
  referralEndpoints,
} from "./affiliates/affiliates.endpoints";
import {
  assetAreaEndpoints,
  assetAssignmentsEndpoints,
  assetCategoriesEndpoints,
  assetDocumentsEndpoints,
  assetMaintenanceEndpoints,
  assetsEndpoints,
} from "./assets/assets.endpoints";
import { auditLogsEndpoints } from "./audit/audit.endpoints";
import { branchesEndpoints } from "./branches/branches.endpoints";
import {
  churchesEndpoints,
  churchRequestsEndpoints,
  churchRolesEndpoints,
} from "./churches/churches.endpoints";
import {
  announcementsEndpoints,
  broadcastsEndpoints,
  contactMessagesEndpoints,
  contactResponsesEndpoints,
  siteBannersEndpoints,
} from "./communication/communication.endpoints";
import { countriesEndpoints } from "./countries/countries.endpoints";
import { churchLeadershipEndpoints, eventsEndpoints } from "./events/events.endpoints";
import {
  expensesEndpoints,
  financeCategoriesEndpoints,
  financeReportsEndpoints,
  financialYearsEndpoints,
  incomeEndpoints,
  ministrySupportEndpoints,
  regionalSupportEndpoints,
  remittanceRatesEndpoints,
} from "./finance/finance.endpoints";
import {
  donationsEndpoints,
  fundsEndpoints,
  givingBatchesEndpoints,
  pledgesEndpoints,
} from "./giving/giving.endpoints";
import { onlineGiftsEndpoints, recurringGiftsEndpoints } from "./giving/online-gift.endpoints";
import { givingStatementsEndpoints } from "./giving/statement.endpoints";
import { groupMeetingsEndpoints, groupsEndpoints } from "./groups/groups.endpoints";
import { householdsEndpoints } from "./households/households.endpoints";
import { outboxEndpoints } from "./mail/mail.endpoints";
import {
  campaignImageFileEndpoints,
  campaignImagesEndpoints,
  campaignPaymentsEndpoints,
  campaignPerformanceEndpoints,
  campaignsEndpoints,
  marketingPlansEndpoints,
} from "./marketing/marketing.endpoints";
import { memberFieldsEndpoints } from "./members/member-fields.endpoints";
import { membersEndpoints } from "./members/members.endpoints";
import {
  memberChangesEndpoints,
  memberLinksEndpoints,
  membershipEndpoints,
} from "./own-record/own-record.endpoints";
import {
  programAttachmentsEndpoints,
  programCategoriesEndpoints,
  programFeedsEndpoints,
  programOccurrencesEndpoints,
  programParticipantsEndpoints,
  programRemindersEndpoints,
  programsEndpoints,
} from "./programs/programs.endpoints";
import { regionsEndpoints } from "./regions/regions.endpoints";
import {
  servingAssignmentsEndpoints,
  servingBlockoutsEndpoints,
  servingPlansEndpoints,
  servingPositionsEndpoints,
  servingResponseEndpoints,
  servingTeamsEndpoints,
} from "./serving/serving.endpoints";
import { fileEndpoints, maintenanceEndpoints, siteSettingsEndpoints } from "./settings/settings.endpoints";
import {
  changeRequestsEndpoints,
  discountsEndpoints,
  gatewaysEndpoints,
  invoicesEndpoints,
  paymentsEndpoints,
  plansEndpoints,
  subscriptionsEndpoints,
  usageEndpoints,
} from "./subscriptions/subscriptions.endpoints";
import {
  sundaySchoolAttendanceEndpoints,
  sundaySchoolEnrollmentsEndpoints,
  sundaySchoolMembersEndpoints,
  sundaySchoolSessionsEndpoints,
  sundaySchoolsEndpoints,
} from "./sunday-school/sunday-school.endpoints";
import {
  publicTestimoniesEndpoints,
  testimoniesEndpoints,
  testimonyDocumentsEndpoints,
  testimonyTypesEndpoints,
} from "./testimonies/testimonies.endpoints";
import { usersEndpoints } from "./users/users.endpoints";

/**
 * Every endpoint of the API by name, in the order of the API's registry: the web's typed client
 * and its tests' route table are built from this table.
 */
export const ENDPOINTS = {
  auth: authEndpoints,
  profile: profileEndpoints,
  maintenance: maintenanceEndpoints,
  siteSettings: siteSettingsEndpoints,
  files: fileEndpoints,
  countries: countriesEndpoints,
  regions: regionsEndpoints,
  churches: churchesEndpoints,
  branches: branchesEndpoints,
  users: usersEndpoints,
  auditLogs: auditLogsEndpoints,
  outbox: outboxEndpoints,
  announcements: announcementsEndpoints,
  broadcasts: broadcastsEndpoints,
  siteBanners: siteBannersEndpoints,
  contactMessages: contactMessagesEndpoints,
  contactResponses: contactResponsesEndpoints,
  plans: plansEndpoints,
  subscriptions: subscriptionsEndpoints,
  changeRequests: changeRequestsEndpoints,
  invoices: invoicesEndpoints,
  gateways: gatewaysEndpoints,
  payments: paymentsEndpoints,
  discounts: discountsEndpoints,
  usage: usageEndpoints,
  churchRequests: churchRequestsEndpoints,
  churchRoles: churchRolesEndpoints,
  members: membersEndpoints,
  memberFields: memberFieldsEndpoints,
  households: householdsEndpoints,
  groups: groupsEndpoints,
  groupMeetings: groupMeetingsEndpoints,
  servingTeams: servingTeamsEndpoints,
  servingPositions: servingPositionsEndpoints,
  servingPlans: servingPlansEndpoints,
  servingAssignments: servingAssignmentsEndpoints,
  servingBlockouts: servingBlockoutsEndpoints,
  servingResponse: servingResponseEndpoints,
  membership: membershipEndpoints,
  memberChanges: memberChangesEndpoints,
  memberLinks: memberLinksEndpoints,
  events: eventsEndpoints,
  churchLeadership: churchLeadershipEndpoints,
  sundaySchools: sundaySchoolsEndpoints,
  sundaySchoolEnrollments: sundaySchoolEnrollmentsEndpoints,
  sundaySchoolMembers: sundaySchoolMembersEndpoints,
  sundaySchoolSessions: sundaySchoolSessionsEndpoints,
  sundaySchoolAttendance: sundaySchoolAttendanceEndpoints,
  income: incomeEndpoints,
  expenses: expensesEndpoints,
  financialYears: financialYearsEndpoints,
  financeCategories: financeCategoriesEndpoints,
  ministrySupport: ministrySupportEndpoints,
  regionalSupport: regionalSupportEndpoints,
  remittanceRates: remittanceRatesEndpoints,
  financeReports: financeReportsEndpoints,
  funds: fundsEndpoints,
  givingBatches: givingBatchesEndpoints,
  donations: donationsEndpoints,
  onlineGifts: onlineGiftsEndpoints,
  recurringGifts: recurringGiftsEndpoints,
  pledges: pledgesEndpoints,
  givingStatements: givingStatementsEndpoints,
  programCategories: programCategoriesEndpoints,
  programs: programsEndpoints,
  programOccurrences: programOccurrencesEndpoints,
  programParticipants: programParticipantsEndpoints,
  programAttachments: programAttachmentsEndpoints,
  programReminders: programRemindersEndpoints,
  programFeeds: programFeedsEndpoints,
  testimonyTypes: testimonyTypesEndpoints,
  testimonies: testimoniesEndpoints,
  testimonyDocuments: testimonyDocumentsEndpoints,
  publicTestimonies: publicTestimoniesEndpoints,
  assetCategories: assetCategoriesEndpoints,
  assets: assetsEndpoints,
  assetArea: assetAreaEndpoints,
  assetAssignments: assetAssignmentsEndpoints,
  assetMaintenance: assetMaintenanceEndpoints,
  assetDocuments: assetDocumentsEndpoints,
  marketingPlans: marketingPlansEndpoints,
  campaigns: campaignsEndpoints,
  campaignImages: campaignImagesEndpoints,
  campaignPerformance: campaignPerformanceEndpoints,
  campaignPayments: campaignPaymentsEndpoints,
  affiliateProfiles: affiliateProfilesEndpoints,
  affiliateReferrals: affiliateReferralsEndpoints,
  affiliateRewards: affiliateRewardsEndpoints,
  affiliateWithdrawals: affiliateWithdrawalsEndpoints,
  campaignImageFiles: campaignImageFileEndpoints,
  referrals: referralEndpoints,
} as const;

export type EndpointName = keyof typeof ENDPOINTS;
