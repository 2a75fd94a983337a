import { randomBytes } from "node:crypto";
import {
  msg,
  type RecurringGiftStatus,
  recurringGift,
  recurringGiftRules,
  toCents,
  todayIso,
} from "@cm/contracts";
import { and, eq, inArray, lte } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { churches, funds, gateways, giftPayments, recurringGifts } from "../../db/tables";
import { AppError } from "../../platform/errors";
import { withJobLock } from "../../platform/jobs";
import { presenter, presentOne, theRow } from "../../platform/resources/presenter";
import type { ResourceContext } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { statusWord } from "../../platform/status-words";
import { systemContext } from "../../platform/system-context";
import {
  type GatewayHttp,
  type GatewayRow,
  markFailed,
  type Outcome,
  paystackOutcome,
  stripeChargeAgain,
} from "./giving-payments";
import { creditGift, nextChargeDay } from "./online-gifts.service";

type StandingRow = typeof recurringGifts.$inferSelect;
type GiftRow = typeof giftPayments.$inferSelect;
type Json = Record<string, unknown>;
const present = presenter(recurringGift);
/** A JSON value from a gateway as an object; anything else as `{}`. */
const objectOf = (v: unknown): Json =>
  v !== null && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v)) : {};

/** The church's and fund's names beside each standing gift of a page. */
export async function decorateRecurringGifts(data: Data, rows: StandingRow[]) {
  if (rows.length === 0) return [];
  const [names, fundNames] = await Promise.all([
    data
      .select({ id: churches.id, name: churches.name })
      .from(churches)
      .where(inArray(churches.id, [...new Set(rows.map((r) => r.church))])),
    data
      .select({ id: funds.id, name: funds.name })
      .from(funds)
      .where(inArray(funds.id, [...new Set(rows.map((r) => r.fund))])),
  ]);
  const churchOf = new Map(names.map((n) => [n.id, n.name]));
  const fundOf = new Map(fundNames.map((n) => [n.id, n.name]));
  return rows.map((r) => ({
    ...r,
    church_name: churchOf.get(r.church) ?? "",
    fund_name: fundOf.get(r.fund) ?? "",
  }));
}

const answer = (data: Data, row: StandingRow) =>
  presentOne(row, (rows) => decorateRecurringGifts(data, rows), present);

const refused = (row: StandingRow) =>
  new AppError(
    409,
    "invalid_status",
    msg("This standing gift is {status}.", { status: statusWord(row.status) }),
  );

/**
 * The donor's own step on their standing gift (the resource is the donor's: another person's is
 * 404 before this runs): pause an active one, resume a paused one from its next day not yet past,
 * or cancel it for good. A step the record rules do not allow answers 409.
 */
export async function changeStandingGift(
  ctx: ResourceContext,
  row: StandingRow,
  step: "pause" | "resume" | "cancel",
) {
  if (!recurringGiftRules[step](row)) throw refused(row);
  const today = todayIso(ctx.now);
  const changes: { status: RecurringGiftStatus; next_charge_on?: string | null } =
    step === "pause"
      ? { status: "PAUSED" }
      : step === "cancel"
        ? { status: "CANCELLED", next_charge_on: null }
        : {
            status: "ACTIVE",
            next_charge_on: row.next_charge_on && row.next_charge_on >= today ? row.next_charge_on : today,
          };
  const updated = theRow(
    await ctx.data.update(recurringGifts).set(changes).where(eq(recurringGifts.id, row.id)).returning(),
  );
  await ctx.audit({ objectId: row.id, changes });
  return answer(ctx.data, updated);
}

/**
 * Charges a kept authorisation: the sandbox's token succeeds; Paystack charges the card or wallet
 * again, Stripe the card its first checkout kept.
 */
export async function chargeAuthorization(
  http: GatewayHttp,
  gateway: GatewayRow | undefined,
  gift: GiftRow,
  authorization: Json,
): Promise<{ outcome: Outcome; response: Json }> {
  if (!gateway?.is_active) return { outcome: "failed", response: { error: "gateway_off" } };
  if (gift.gateway === "sandbox")
    return typeof authorization.token === "string"
      ? { outcome: "succeeded", response: { charged: "sandbox-token" } }
      : { outcome: "failed", response: { error: "no_authorization" } };
  if (gift.gateway === "stripe" && typeof authorization.payment_intent === "string")
    return stripeChargeAgain(http, gateway, gift, authorization.payment_intent);
  if (gift.gateway !== "paystack" || typeof authorization.authorization_code !== "string")
    return { outcome: "failed", response: { error: "no_authorization" } };
  const res = await http({
    method: "POST",
    url: "https://api.paystack.co/transaction/charge_authorization",
    headers: { authorization: `Bearer ${gateway.secret_key}`, "content-type": "application/json" },
    body: JSON.stringify({
      authorization_code: authorization.authorization_code,
      email: gift.donor_email,
      amount: String(toCents(gift.amount)),
      currency: gift.currency,
      reference: gift.reference,
    }),
  });
  const data = objectOf(objectOf(res.json).data);
  return { outcome: paystackOutcome(gift, data), response: { status: data.status ?? null } };
}

export type GivingJobDeps = Pick<FastifyInstance, "db" | "mailer" | "log" | "clock" | "gatewayHttp">;

/**
 * Charges the standing gifts due today. Under the job's advisory lock, one transaction writes one
 * gift payment per gift and due day (a unique key: a second run, or another instance, writes none)
 * and moves each gift's next day on; then each new payment is charged through the kept
 * authorisation and credited once, as a gift paid at a checkout is.
 */
export async function chargeDueGifts(deps: GivingJobDeps) {
  const system = systemContext(deps, "giving.jobs").data;
  const today = todayIso(deps.clock.now());
  const due = await withJobLock(system, "giving.recurring", async (tx) => {
    const rows = await tx
      .select()
      .from(recurringGifts)
      .where(and(eq(recurringGifts.status, "ACTIVE"), lte(recurringGifts.next_charge_on, today)))
      .for("update")
      .limit(500);
    const made: { gift: GiftRow; authorization: Json }[] = [];
    for (const r of rows) {
      const day = r.next_charge_on ?? today;
      const [gift] = await tx
        .insert(giftPayments)
        .values({
          church: r.church,
          fund: r.fund,
          amount: r.amount,
          currency: r.currency,
          gateway: r.gateway,
          reference: `GIV-${randomBytes(10).toString("hex").toUpperCase()}`,
          is_test: r.gateway === "sandbox",
          frequency: r.frequency,
          donor_name: r.donor_name,
          donor_email: r.donor_email,
          language: r.language,
          user: r.user,
          member: r.member,
          recurring_gift: r.id,
          charge_day: day,
        })
        .onConflictDoNothing()
        .returning();
      // The next day is never today or before, however long the scheduler was stopped.
      let next = nextChargeDay(day, r.frequency);
      while (next <= today) next = nextChargeDay(next, r.frequency);
      await tx.update(recurringGifts).set({ next_charge_on: next }).where(eq(recurringGifts.id, r.id));
      if (gift) made.push({ gift, authorization: r.authorization });
    }
    return made;
  });
  if (!due) return null;
  const ways = await system.select().from(gateways);
  let charged = 0;
  for (const { gift, authorization } of due) {
    const gateway = ways.find((g) => g.name === gift.gateway);
    const { outcome, response } = await chargeAuthorization(
      deps.gatewayHttp,
      gateway,
      gift,
      authorization,
    ).catch((err: unknown) => {
      deps.log.warn({ err, reference: gift.reference }, "standing gift not charged");
      return { outcome: "failed" as const, response: { error: "charge_failed" } };
    });
    if (outcome === "succeeded") {
      const after = await system.transaction((tx) =>
        creditGift(tx, deps, { principal: null, ip: "" }, gift.reference, {
          ...response,
          confirmed: "schedule",
        }),
      );
      after?.();
      charged += 1;
    } else if (outcome === "failed") await markFailed(system, giftPayments, gift.reference, response);
  }
  return { due: due.length, charged };
}

/**
 * Runs the standing gifts' job every `everyMs` (an hour); answers a function that stops it. Each
 * run is under an advisory lock, so several instances charge each gift once.
 */
export function startGivingScheduler(
  deps: GivingJobDeps,
  everyMs = 3_600_000,
  onRun: (job: string, outcome: "ok" | "skipped" | "failed") => void = () => {},
): () => void {
  const tick = () =>
    void chargeDueGifts(deps).then(
      (result) => onRun("chargeDueGifts", result === null ? "skipped" : "ok"),
      (err: unknown) => {
        onRun("chargeDueGifts", "failed");
        deps.log.error({ err, job: "chargeDueGifts" }, "scheduled job failed");
      },
    );
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
