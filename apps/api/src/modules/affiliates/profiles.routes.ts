import {
  affiliateApply,
  affiliateDashboard,
  affiliateProfile,
  affiliateProfilesEndpoints,
  affiliateProfileUpdate,
  affiliateReasonInput,
  affiliateSettings,
  affiliateSettingsUpdate,
  affiliateStats,
  apiPath,
} from "@cm/contracts";
import { sql } from "drizzle-orm";
import { affiliateProfiles, users } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { actionsOf, defineResource } from "../../platform/resources/resource";
import { managesAffiliates, ownUnlessManager } from "./affiliate-access";
import { presentSettings, saveSettings, settingsOf } from "./affiliate-settings.service";
import {
  apply,
  changeStatus,
  checkProfileUpdate,
  dashboard,
  decorateProfiles,
  ownProfile,
  type ProfileAction,
  programmeStats,
} from "./profiles.service";

export const MANAGE = { permission: "affiliates.manage" } as const;
const action = actionsOf(affiliateProfiles);

const decide = (name: ProfileAction, summary: string) =>
  action.detail({
    method: "POST",
    access: MANAGE,
    summary,
    output: affiliateProfile,
    run: (ctx) => changeStatus(ctx, ctx.object, name, ""),
  });
const decideWithReason = (name: ProfileAction, summary: string) =>
  action.detail({
    method: "POST",
    access: MANAGE,
    summary,
    input: affiliateReasonInput,
    output: affiliateProfile,
    run: (ctx) => changeStatus(ctx, ctx.object, name, ctx.input.reason),
  });

/**
 * Affiliate accounts. Anyone signed in may apply (one account each) and sees only their own; the
 * super admin sees every account and approves, suspends, reinstates or ends them.
 */
export const affiliateProfilesResource = defineResource({
  name: "affiliate-profiles",
  path: apiPath(affiliateProfilesEndpoints),
  table: affiliateProfiles,
  entity: affiliateProfile,
  update: affiliateProfileUpdate,
  scope: { kind: "owner", field: "user" },
  access: { list: "authenticated", retrieve: "authenticated", update: "authenticated" },
  visibleRows: ownUnlessManager(affiliateProfiles.user),
  canWrite: (p, row) => row.user === p.id || managesAffiliates(p),
  listFields: {
    username: sql`(select ${users.username} from ${users} where ${users.id} = ${affiliateProfiles.user})`,
  },
  search: ["referral_code", "username", "phone"],
  ordering: ["created_at", "status", "referral_code", "username"],
  defaultOrdering: "-created_at",
  filters: { status: "text", payout_method: "text", user: "int" },
  decorate: (rows, ctx) => decorateProfiles(ctx.unscoped("affiliates.people"), rows),
  beforeWrite: (_ctx, data, existing) => checkProfileUpdate(data, existing),
  actions: {
    my_profile: action.collection({
      method: "GET",
      access: "authenticated",
      summary: "Your affiliate account, or null when you have not applied",
      output: affiliateProfile.nullable(),
      run: async ({ data, unscoped, request }) => {
        const row = await ownProfile(data, principalOf(request).id);
        return row ? ((await decorateProfiles(unscoped("affiliates.people"), [row]))[0] ?? null) : null;
      },
    }),
    apply: action.collection({
      method: "POST",
      access: "authenticated",
      summary: "Apply to the affiliate programme (one account per person); it waits for approval",
      input: affiliateApply,
      output: affiliateProfile,
      run: (ctx) => apply(ctx, ctx.input),
    }),
    approve: decide("approve", "Approve an application: the affiliate's code starts earning"),
    reject: decideWithReason("reject", "Turn an application down, with the reason"),
    suspend: decideWithReason("suspend", "Suspend an affiliate, with the reason: no rewards, no withdrawals"),
    unsuspend: decide("unsuspend", "Reinstate a suspended affiliate"),
    terminate: decideWithReason("terminate", "End an affiliate's account for good, with the reason"),
    dashboard: action.collection({
      method: "GET",
      access: "authenticated",
      summary: "Your referrals by state, rewards, balances and rewards by month",
      output: affiliateDashboard,
      run: (ctx) => dashboard(ctx),
    }),
    stats: action.collection({
      method: "GET",
      access: MANAGE,
      summary: "The programme's totals and top affiliates",
      output: affiliateStats,
      run: ({ data }) => programmeStats(data),
    }),
    settings: action.collection({
      method: "GET",
      access: "authenticated",
      summary: "The programme's terms: reward percentage, months rewarded, hold days, smallest withdrawal",
      output: affiliateSettings,
      run: async ({ data }) => presentSettings(await settingsOf(data)),
    }),
    update_settings: action.collection({
      method: "POST",
      access: MANAGE,
      summary: "Change the programme's terms; they apply to rewards created from now on",
      input: affiliateSettingsUpdate,
      output: affiliateSettings,
      run: (ctx) => saveSettings(ctx.data, ctx.input, ctx.now),
    }),
  },
});
