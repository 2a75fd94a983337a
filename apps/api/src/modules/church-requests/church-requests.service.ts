import { churchRequest, isChurchAdmin, msg, reachOf } from "@cm/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { churches, churchRequests, regions, users } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { regionDefaults } from "../../platform/church-currency";
import { AppError, fieldError, forbidden } from "../../platform/errors";
import { languageOfUser, type Translate, translator } from "../../platform/i18n";
import { presenter, theRow } from "../../platform/resources/presenter";
import type { ResourceContext, Row } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { statusWord } from "../../platform/status-words";
import { linkChurch, REFUSALS, recordReferral } from "../affiliates";
import { firstTrialPlan, startTrial, trialEligibility } from "../subscriptions";

type Conn = Data;
type RequestRow = typeof churchRequests.$inferSelect;
type ActionContext = ResourceContext & { object: RequestRow };
const present = presenter(churchRequest);

// A request is filed by someone no church has yet, from a region they choose (regions are public),
// and its approval moves them into the new church: their account, their referral and those names
// are reached through the request ("church-requests.requester"), not through the caller's reach.

/** Adds the requester's username and the region's name to a page of requests (two queries a page). */
export async function decorateRequests(db: Conn, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const userIds = [...new Set(rows.map((r) => Number(r.requested_by)))];
  const regionIds = [...new Set(rows.map((r) => Number(r.region)))];
  const names = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, userIds));
  const regionNames = await db
    .select({ id: regions.id, name: regions.name })
    .from(regions)
    .where(inArray(regions.id, regionIds));
  const username = new Map(names.map((u) => [u.id, u.username]));
  const regionName = new Map(regionNames.map((r) => [r.id, r.name]));
  return rows.map((r) => ({
    ...r,
    requested_by_username: username.get(Number(r.requested_by)) ?? "",
    region_name: regionName.get(Number(r.region)) ?? "",
  }));
}

export const presentRequests = async (db: Conn, rows: Row[]) =>
  (await decorateRequests(db, rows)).map(present);

/**
 * Who may file a request: a user who works inside one church (or none yet) and administers
 * none, with at most one request pending. Any existing region may be chosen: regions are public.
 */
export async function prepareChurchRequest(ctx: ResourceContext, data: Row): Promise<Row> {
  const p = principalOf(ctx.request);
  if (reachOf(p.role) !== "church") {
    throw forbidden(
      msg("Church requests are filed by church members; regional and national officers add churches."),
    );
  }
  const requester = ctx.unscoped("church-requests.requester");
  const [me] = await requester.select().from(users).where(eq(users.id, p.id));
  if (!me || isChurchAdmin(me))
    throw forbidden(msg("You already administer a church, so you cannot request one."));
  const [region] = await requester
    .select({ id: regions.id })
    .from(regions)
    .where(eq(regions.id, Number(data.region)));
  if (!region) throw fieldError("region", msg("Choose a valid region."));
  const [pending] = await ctx.data
    .select({ id: churchRequests.id })
    .from(churchRequests)
    .where(and(eq(churchRequests.requested_by, p.id), eq(churchRequests.status, "PENDING")));
  if (pending) {
    throw fieldError(
      "non_field_errors",
      msg("You already have a pending church request. Wait for its review or cancel it."),
    );
  }
  const { referral_code, ...request } = data;
  if (typeof referral_code === "string" && referral_code) {
    // The requester is signed in and rate limited by the one-pending rule, so a plain answer is safe.
    const referral = await recordReferral(requester, referral_code, p.id, ctx.now);
    if (typeof referral === "string") throw fieldError("referral_code", REFUSALS[referral]);
  }
  return { ...request, requested_by: p.id, status: "PENDING" };
}

function assertPending(row: RequestRow) {
  if (row.status !== "PENDING") {
    throw new AppError(
      409,
      "invalid_status",
      msg("This request is already {status}.", { status: statusWord(row.status) }),
    );
  }
}

/**
 * Sets a request's outcome and e-mails the requester once the transaction has committed, in the
 * requester's language.
 */
async function conclude(
  ctx: ActionContext,
  values: Partial<RequestRow>,
  mailIn: (t: Translate) => { subject: string; text: string },
) {
  const row = ctx.object;
  const updated = theRow(
    await ctx.data.update(churchRequests).set(values).where(eq(churchRequests.id, row.id)).returning(),
  );
  const [requester] = await ctx
    .unscoped("church-requests.requester")
    .select({ email: users.email, name: users.first_name, username: users.username })
    .from(users)
    .where(eq(users.id, row.requested_by));
  const to = requester?.email || row.contact_email;
  const mailer = ctx.request.server.mailer;
  if (to) {
    const t = translator(await languageOfUser(ctx.unscoped("church-requests.requester"), row.requested_by));
    const name = requester?.name || requester?.username;
    const greeting = name ? t("Hello {name},", { name }) : t("Hello,");
    const mail = mailIn(t);
    ctx.afterCommit(() => mailer.send({ to, subject: mail.subject, text: `${greeting}\n\n${mail.text}` }));
  }
  return (await presentRequests(ctx.unscoped("church-requests.requester"), [updated]))[0];
}

const reviewed = (ctx: ActionContext, notes: string) => ({
  review_notes: notes,
  reviewed_by: principalOf(ctx.request).id,
  reviewed_at: ctx.now,
});
const withNotes = (t: Translate, notes: string) =>
  notes ? `\n\n${t("Notes from the reviewer:")}\n${notes}` : "";

/**
 * Approval, in one transaction: the church is created, the requester becomes its church
 * admin, and the church starts a trial on the first active trial plan when it is eligible.
 */
export async function approveRequest(ctx: ActionContext, notes: string) {
  const row = ctx.object;
  assertPending(row);
  const [church] = await ctx.data
    .insert(churches)
    .values({
      name: row.church_name,
      region: row.region,
      address: row.address,
      phone: row.contact_phone,
      email: row.contact_email,
      ...(await regionDefaults(ctx.data, row.region)),
    })
    .returning();
  if (!church) throw new Error("The church could not be created");
  // A member or viewer who founds a church becomes its local admin: those two roles see no
  // church management, subscription pages or banner (spec section 6), which the new admin needs.
  const requester = ctx.unscoped("church-requests.requester");
  await requester
    .update(users)
    .set({
      church: church.id,
      region: null,
      is_church_admin: true,
      role: sql`case when ${users.role} in ('MEMBER', 'VIEWER') then 'LOCAL_ADMIN' else ${users.role} end`,
    })
    .where(eq(users.id, row.requested_by));
  // The requester's new role and church reach their open sessions at once.
  const { sessions } = ctx.request.server.tokens;
  await sessions.end(row.requested_by, requester);
  ctx.afterCommit(() => sessions.forget(row.requested_by));
  // The requester's referral, if they came through an affiliate, now names the church it brought.
  await linkChurch(requester, row.requested_by, church.id, ctx.now);
  const plan = await firstTrialPlan(ctx.data);
  const subscriptionsOfChurch = await ctx.scoped({ church: church.id, resource: "subscriptions" });
  const trial = plan && (await trialEligibility(ctx.data, subscriptionsOfChurch)).eligible;
  if (plan && trial) await startTrial(ctx.data, subscriptionsOfChurch, plan.id, ctx.now);
  const trialLine = (t: Translate) =>
    plan && trial
      ? `\n\n${t("Your church starts with a {days}-day free trial of {plan}.", { days: plan.trial_days, plan: plan.name })}`
      : "";
  const named = { church: row.church_name };
  return conclude(ctx, { ...reviewed(ctx, notes), status: "APPROVED", church: church.id }, (t) => ({
    subject: t("Your church request for {church} was approved", named),
    text: `${t("{church} is now registered and you are its church administrator. Sign in again to manage it.", named)}${trialLine(t)}${withNotes(t, notes)}`,
  }));
}

export async function rejectRequest(ctx: ActionContext, notes: string) {
  const row = ctx.object;
  assertPending(row);
  const church = { church: row.church_name };
  return conclude(ctx, { ...reviewed(ctx, notes), status: "REJECTED" }, (t) => ({
    subject: t("Your church request for {church} was not approved", church),
    text: `${t("Your request to register {church} was reviewed and not approved.", church)}${withNotes(t, notes)}`,
  }));
}

export async function cancelRequest(ctx: ActionContext) {
  const row = ctx.object;
  assertPending(row);
  const church = { church: row.church_name };
  return conclude(ctx, { status: "CANCELLED" }, (t) => ({
    subject: t("Your church request for {church} was cancelled", church),
    text: t("You cancelled your request to register {church}. You may file a new one at any time.", church),
  }));
}
