import { randomBytes } from "node:crypto";
import { addDays, campaignPayment, type GatewayName, isTestGateway, msg, todayIso } from "@cm/contracts";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { campaignPayments, campaigns, marketingPlans } from "../../db/tables";
import { recordAudit } from "../../platform/audit";
import { AppError, notFound } from "../../platform/errors";
import { outsideTransaction } from "../../platform/resources/outside-transaction";
import { presenter, presentOne, theRow } from "../../platform/resources/presenter";
import type { ResourceContext } from "../../platform/resources/resource";
import type { Scoped } from "../../platform/resources/scoped";
import type { Data } from "../../platform/resources/scoped-data";
import { statusWord } from "../../platform/status-words";
import {
  activeGateway,
  askGateway,
  markPaid,
  type Payable,
  registerPayable,
  startCheckout,
} from "../payments";
import { activeMarketingPlan } from "./campaigns.service";

type Conn = Data;
type CampaignPaymentRow = typeof campaignPayments.$inferSelect;
type CampaignRow = typeof campaigns.$inferSelect;
const present = presenter(campaignPayment);
/** Where the browser comes back after a gateway: the church's payments page verifies the reference. */
export const campaignReturnPage = (reference: string) =>
  `/church/marketing/payments?reference=${encodeURIComponent(reference)}`;

/** Adds the campaign's title and the plan's name to a page of campaign payments. */
export async function decorateCampaignPayments(db: Conn, rows: CampaignPaymentRow[]) {
  if (rows.length === 0) return [];
  const [titles, plans] = await Promise.all([
    db
      .select({ id: campaigns.id, title: campaigns.title })
      .from(campaigns)
      .where(inArray(campaigns.id, [...new Set(rows.map((r) => r.campaign))])),
    db
      .select({ id: marketingPlans.id, name: marketingPlans.name })
      .from(marketingPlans)
      .where(inArray(marketingPlans.id, [...new Set(rows.map((r) => r.plan))])),
  ]);
  const titleOf = new Map(titles.map((t) => [t.id, t.title]));
  const nameOf = new Map(plans.map((p) => [p.id, p.name]));
  return rows.map((r) => ({
    ...r,
    campaign_title: titleOf.get(r.campaign) ?? "",
    plan_name: nameOf.get(r.plan) ?? "",
  }));
}
const presentPayment = (db: Conn, row: CampaignPaymentRow | undefined) =>
  presentOne(row, (rows) => decorateCampaignPayments(db, rows), present);

/** Statuses a campaign is paid for from: nothing of it has been paid yet. */
const UNPAID: readonly CampaignRow["status"][] = ["DRAFT", "PENDING_PAYMENT"];
/** Statuses a payment is credited from unless a call says otherwise. */
const PAYABLE: CampaignPaymentRow["status"][] = ["PENDING", "FAILED"];
/** The payments that hold a campaign: the one open or paid that counts (at most one, by index). */
const holdsCampaign = and(
  inArray(campaignPayments.status, ["PENDING", "SUCCEEDED"]),
  eq(campaignPayments.refund_due, false),
);

/**
 * Settles money the gateway confirmed for a payment, once. The campaign's row is locked first, so
 * concurrent confirmations of its payments take turns. A payment still PENDING, or one that had
 * FAILED and is paid after all, credits its campaign when no other payment holds it and nothing
 * of it is paid yet: the campaign goes from DRAFT or PENDING_PAYMENT to PENDING_REVIEW with the
 * days the plan buys from the payment day. Otherwise the money is kept as paid and marked for
 * refund (`refund_due`), and credits nothing. Answers what this call did: `null` when the payment
 * was not one of `from` (already settled by another call).
 */
async function creditCampaignPayment(
  tx: Conn,
  request: FastifyRequest,
  reference: string,
  response: Record<string, unknown>,
  {
    manualReference = "",
    from = PAYABLE,
  }: { manualReference?: string; from?: CampaignPaymentRow["status"][] } = {},
): Promise<"credited" | "refund_due" | null> {
  const [found] = await tx
    .select({ campaign: campaignPayments.campaign })
    .from(campaignPayments)
    .where(eq(campaignPayments.reference, reference));
  if (!found) return null;
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, found.campaign)).for("update");
  if (!campaign) return null;
  const [holder] = await tx
    .select({ id: campaignPayments.id })
    .from(campaignPayments)
    .where(
      and(
        eq(campaignPayments.campaign, campaign.id),
        ne(campaignPayments.reference, reference),
        holdsCampaign,
      ),
    )
    .limit(1);
  const credits = !holder && UNPAID.includes(campaign.status);
  const now = request.server.clock.now();
  // Whether the money is kept for refund is written first: the campaign's one holder (a unique
  // index) must never see two payments that hold it, even inside this transaction.
  const [claimed] = await tx
    .update(campaignPayments)
    .set({ refund_due: !credits, manual_reference: manualReference })
    .where(and(eq(campaignPayments.reference, reference), inArray(campaignPayments.status, from)))
    .returning({ id: campaignPayments.id });
  if (!claimed) return null;
  const payment = await markPaid(tx, campaignPayments, reference, response, now, from);
  if (!payment) return null;
  if (credits) {
    const [plan] = await tx.select().from(marketingPlans).where(eq(marketingPlans.id, payment.plan));
    if (!plan) throw new Error("campaign payment without plan");
    const today = todayIso(now);
    await tx
      .update(campaigns)
      .set({ status: "PENDING_REVIEW", starts_at: today, ends_at: addDays(today, plan.duration_days - 1) })
      .where(eq(campaigns.id, campaign.id));
  }
  await recordAudit(tx, {
    principal: request.principal,
    ip: request.ip,
    action: credits ? "credit" : "refund_due",
    resource: "campaign-payments",
    objectId: payment.id,
    changes: { reference, campaign: campaign.id },
  });
  return credits ? "credited" : "refund_due";
}

/** Campaign payments settle through the payments' webhooks and sandbox page. */
export const campaignPayable: Payable = {
  table: campaignPayments,
  credit: async (tx, request, reference, response) => {
    await creditCampaignPayment(tx, request, reference, response);
    return undefined;
  },
  returnPage: campaignReturnPage,
};
registerPayable(campaignPayable);

/** The payment open or paid that holds a campaign, if any. */
const holderOf = async (db: Conn, campaign: number) =>
  (
    await db
      .select()
      .from(campaignPayments)
      .where(and(eq(campaignPayments.campaign, campaign), holdsCampaign))
      .limit(1)
  )[0];

/** Why a campaign cannot be paid for again: it is paid, or a checkout of it is still open. */
const alreadyHeld = (holder: CampaignPaymentRow) =>
  holder.status === "SUCCEEDED"
    ? new AppError(409, "already_paid", msg("This campaign is already paid for."))
    : new AppError(
        409,
        "payment_in_progress",
        msg(
          "A payment of this campaign is already under way ({reference}). Finish it, or wait until it ends, before paying again.",
          { reference: holder.reference },
        ),
      );

/**
 * `process`: starts paying for a campaign's plan. The amount is the plan's price now, whatever the
 * client sent. A campaign has one payment at a time: a checkout still open is first asked of its
 * gateway (one that ended frees the campaign), then the campaign's row is locked while the new
 * payment is written, so concurrent calls open one checkout and the others answer 409.
 */
export async function startCampaignPayment(
  ctx: ResourceContext,
  input: { campaign: number; gateway: GatewayName },
) {
  const { request } = ctx;
  const db = outsideTransaction(ctx.unscoped("payments.settlement"));
  const mine = await ctx.scoped({ resource: "campaigns" });
  const [target] = await db
    .select()
    .from(campaigns)
    .where(mine.where(eq(campaigns.id, input.campaign)));
  if (!target) throw notFound(msg("This campaign was not found."));
  const open = await holderOf(db, target.id);
  if (open?.status === "PENDING") await askCampaignGateway(db, request, open);
  const plan = await activeMarketingPlan(db, target.plan);
  const gateway = await activeGateway(db, input.gateway);
  const created = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(campaigns).where(eq(campaigns.id, target.id)).for("update");
    if (!locked || !UNPAID.includes(locked.status))
      throw new AppError(
        409,
        "invalid_status",
        msg("Only a draft campaign waiting for payment can be paid for."),
      );
    const holder = await holderOf(tx, target.id);
    if (holder) throw alreadyHeld(holder);
    const row = theRow(
      await tx
        .insert(campaignPayments)
        .values({
          church: target.church,
          campaign: target.id,
          plan: plan.id,
          amount: plan.price,
          currency: plan.currency,
          gateway: gateway.name,
          reference: `MKT-${randomBytes(10).toString("hex").toUpperCase()}`,
          is_test: isTestGateway(gateway.name),
        })
        .returning(),
    );
    await tx.update(campaigns).set({ status: "PENDING_PAYMENT" }).where(eq(campaigns.id, target.id));
    await ctx.audit({ objectId: row.id, changes: { campaign: target.id, amount: plan.price } }, tx);
    return row;
  });
  return startCheckout(db, request, campaignPayable, created, gateway);
}

/**
 * Asks a payment's gateway how it ended and settles it. A FAILED payment is asked again too: a
 * checkout the gateway gave up on may still be paid, and that money is then recorded.
 */
const askCampaignGateway = (db: Data, request: FastifyRequest, row: CampaignPaymentRow) =>
  askGateway(db, request, campaignPayable, row, ["PENDING", "FAILED"]);

/** `verify`: asks the gateway how a payment of the caller's reach ended; a success credits once. */
export async function verifyCampaignPayment(ctx: ResourceContext, reference: string) {
  const db = outsideTransaction(ctx.unscoped("payments.settlement"));
  await askCampaignGateway(db, ctx.request, await paymentInReach(db, await ctx.scoped(), reference));
  return presentPayment(db, await paymentInReach(db, await ctx.scoped(), reference));
}

async function paymentInReach(db: Conn, mine: Scoped, reference: string) {
  const [row] = await db
    .select()
    .from(campaignPayments)
    .where(mine.where(eq(campaignPayments.reference, reference)));
  if (!row) throw notFound(msg("This payment was not found."));
  return row;
}

/** `complete_manually`: the office received a bank transfer for a pending manual payment. */
export async function completeManually(
  ctx: ResourceContext,
  object: CampaignPaymentRow,
  bankReference: string,
) {
  if (object.gateway !== "manual")
    throw new AppError(409, "invalid_status", msg("Only a bank transfer is completed by hand."));
  const settled = await creditCampaignPayment(
    ctx.unscoped("payments.settlement"),
    ctx.request,
    object.reference,
    { confirmed: "manually" },
    { manualReference: bankReference, from: ["PENDING"] },
  );
  if (!settled)
    throw new AppError(
      409,
      "invalid_status",
      msg("This payment is already {status}.", { status: statusWord(object.status) }),
    );
  const [row] = await ctx.data.select().from(campaignPayments).where(eq(campaignPayments.id, object.id));
  return presentPayment(ctx.data, row);
}

/** The payments in reach, narrowed by `where` (one church's, one campaign's), newest first. */
export async function paymentsWhere(ctx: ResourceContext, mine: Scoped, condition?: ReturnType<typeof eq>) {
  const rows = await mine
    .rows(campaignPayments, condition)
    .orderBy(sql`${campaignPayments.created_at} desc`)
    .limit(200);
  return (await decorateCampaignPayments(ctx.data, rows)).map((r) => present(r));
}
