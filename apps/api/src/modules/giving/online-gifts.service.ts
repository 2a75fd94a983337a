import { randomBytes } from "node:crypto";
import {
  addDays,
  addMonths,
  formatMoney,
  GIFT_RETURN_PAGE,
  type GiftFrequency,
  type GiftReceipt,
  type GivePage,
  type giveInput,
  isTestGateway,
  LANGUAGES,
  type Language,
  msg,
  ONLINE_GIFT_GATEWAYS,
  SOURCE_LANGUAGE,
  todayIso,
} from "@cm/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import {
  churches,
  donations,
  funds,
  gateways,
  giftPayments,
  income,
  members,
  recurringGifts,
  users,
} from "../../db/tables";
import { recordAudit } from "../../platform/audit";
import type { Principal } from "../../platform/auth/principal";
import { fieldError, notFound, tooManyRequests } from "../../platform/errors";
import { translator } from "../../platform/i18n";
import { outsideTransaction } from "../../platform/resources/outside-transaction";
import type { ResourceContext } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import {
  activeGateway,
  askGateway,
  markPaid,
  type Payable,
  registerPayable,
  startCheckout,
} from "./giving-payments";

type GiftRow = typeof giftPayments.$inferSelect;
type Json = Record<string, unknown>;
/** Where the browser comes back after the gateway: the thank-you page asks for the receipt. */
export const giftReturnPage = (reference: string) =>
  `${GIFT_RETURN_PAGE}?reference=${encodeURIComponent(reference)}`;
/** Gifts one address may start in an hour: plenty for a family, little for a card tester. */
export const GIFTS_PER_HOUR = 20;
/** The public give call reads a small form: anything larger is refused with 413. */
export const GIVE_BODY_LIMIT = 4 * 1024;

/** The next day a standing gift is charged after `day`. */
export const nextChargeDay = (day: string, frequency: GiftFrequency) =>
  frequency === "WEEKLY" ? addDays(day, 7) : addMonths(day, 1);

/**
 * A church that takes gifts online: active and on a plan with GIVING now. Any other church, or
 * one that does not exist, is a plain 404, so the page tells nobody which churches exist.
 */
export async function givingChurch(data: Data, server: FastifyInstance, id: number) {
  const [church] = await data
    .select({
      id: churches.id,
      name: churches.name,
      currency: churches.currency,
      language: churches.language,
    })
    .from(churches)
    .where(and(eq(churches.id, id), eq(churches.is_active, true)));
  if (!church || (await server.featureGate.check(church.id, "GIVING")) !== "ok")
    throw notFound(msg("This church does not take gifts online."));
  return church;
}

/**
 * The church's active funds, the national defaults and its own: read as the church's own members
 * read them (`visitor`, from `ctx.asVisitorOf`).
 */
const openFunds = (visitor: Data) =>
  visitor
    .select({
      id: funds.id,
      name: funds.name,
      description: funds.description,
      category: funds.income_category,
    })
    .from(funds)
    .where(eq(funds.is_active, true))
    .orderBy(funds.name);

/**
 * The signed-in caller's name and e-mail (their own account, whatever their church), and their
 * member record in the church whose page it is (`visitor`).
 */
async function donorOf(data: Data, visitor: Data, principal: Principal | null) {
  if (!principal) return null;
  const [user] = await data
    .select({ first: users.first_name, last: users.last_name, email: users.email })
    .from(users)
    .where(eq(users.id, principal.id));
  if (!user) return null;
  const [member] = await visitor
    .select({ id: members.id })
    .from(members)
    .where(eq(members.user, principal.id))
    .limit(1);
  return { name: `${user.first} ${user.last}`.trim(), email: user.email, member: member?.id ?? null };
}

/** `page`: what the public giving page shows of a church. */
export async function givePageOf(ctx: ResourceContext, id: number): Promise<GivePage> {
  const data = ctx.unscoped("giving.online-gifts");
  const church = await givingChurch(data, ctx.request.server, id);
  const visitor = ctx.asVisitorOf(church.id);
  const [open, ways, donor] = await Promise.all([
    openFunds(visitor),
    data
      .select({ name: gateways.name, display_name: gateways.display_name })
      .from(gateways)
      .where(and(eq(gateways.is_active, true), inArray(gateways.name, [...ONLINE_GIFT_GATEWAYS])))
      .orderBy(gateways.name),
    donorOf(data, visitor, ctx.principal),
  ]);
  return {
    church: { id: church.id, name: church.name, currency: church.currency },
    funds: open.map(({ category: _, ...f }) => f),
    gateways: ways.flatMap(({ name, display_name }) => {
      const online = ONLINE_GIFT_GATEWAYS.find((g) => g === name);
      return online ? [{ name: online, display_name }] : [];
    }),
    donor: donor && { name: donor.name, email: donor.email, member: donor.member !== null },
  };
}

/**
 * `give`: starts an online gift. Limited per address; the fund must be the church's and open, the
 * amount in the church's currency; a weekly or monthly gift needs a signed-in donor, and its
 * gateway keeps the card or wallet to charge it again. Writes the PENDING payment (and the
 * standing gift, PENDING until the first one is paid) and answers the gateway's checkout.
 */
export async function startGift(ctx: ResourceContext, input: z.output<typeof giveInput>) {
  const { request } = ctx;
  const wait = await request.server.rateLimits
    .limit("give:address", GIFTS_PER_HOUR, 3600)
    .take(request.ip, ctx.data);
  if (wait > 0)
    throw tooManyRequests(msg("Several gifts have been started from here. Please try again later."), wait);
  const db = outsideTransaction(ctx.unscoped("giving.online-gifts"));
  const church = await givingChurch(db, request.server, input.church);
  if (input.currency !== undefined && input.currency !== church.currency)
    throw fieldError(
      "currency",
      msg("This church keeps its books in {currency}; enter the amount in {currency}.", {
        currency: church.currency,
      }),
    );
  const visitor = outsideTransaction(ctx.asVisitorOf(church.id));
  const fund = (await openFunds(visitor)).find((f) => f.id === input.fund);
  if (!fund) throw fieldError("fund", msg("Choose one of the church's open funds."));
  const gateway = await activeGateway(db, input.gateway);
  const donor = await donorOf(db, visitor, ctx.principal);
  if (input.frequency !== "ONCE" && !ctx.principal)
    throw fieldError("frequency", msg("Sign in to give every week or every month."));
  const name = donor?.name || input.name;
  const email = donor?.email || input.email;
  const language: Language = LANGUAGES.find((l) => l === input.language) ?? request.language;
  const created = await db.transaction(async (tx) => {
    let standing: number | null = null;
    if (input.frequency !== "ONCE" && ctx.principal) {
      const [row] = await tx
        .insert(recurringGifts)
        .values({
          church: church.id,
          fund: fund.id,
          user: ctx.principal.id,
          member: donor?.member ?? null,
          amount: input.amount,
          currency: church.currency,
          frequency: input.frequency,
          gateway: gateway.name,
          donor_name: name,
          donor_email: email,
          language,
        })
        .returning({ id: recurringGifts.id });
      standing = row?.id ?? null;
    }
    const [row] = await tx
      .insert(giftPayments)
      .values({
        church: church.id,
        fund: fund.id,
        amount: input.amount,
        currency: church.currency,
        gateway: gateway.name,
        channel: input.gateway === "paystack" ? input.channel : "card",
        reference: `GIV-${randomBytes(10).toString("hex").toUpperCase()}`,
        is_test: isTestGateway(gateway.name),
        frequency: input.frequency,
        donor_name: name,
        donor_email: email,
        language,
        user: ctx.principal?.id ?? null,
        member: donor?.member ?? null,
        recurring_gift: standing,
      })
      .returning();
    if (!row) throw new Error("gift payment not written");
    await ctx.audit(
      { objectId: row.id, changes: { church: church.id, fund: fund.id, amount: input.amount } },
      tx,
    );
    return row;
  });
  const started = await startCheckout(db, request, giftPayable, created, gateway, {
    email,
    ...(gateway.name === "paystack" ? { channels: [input.channel] } : {}),
    keepCard: input.frequency !== "ONCE",
  });
  return { reference: started.reference, redirect_url: started.redirect_url };
}

/** What crediting needs of the server (the request's, or the scheduler's). */
export type CreditDeps = Pick<FastifyInstance, "mailer" | "clock">;
type Who = { principal: Principal | null; ip: string };

/** The receipt e-mail of a credited gift, in the donor's language. */
function receiptMail(gift: GiftRow, churchName: string, fundName: string) {
  const t = translator(gift.language ?? SOURCE_LANGUAGE);
  const values = {
    name: gift.donor_name,
    amount: formatMoney(gift.amount, gift.currency),
    fund: fundName,
    church: churchName,
    reference: gift.reference,
  };
  const lines = [
    t("Dear {name},", values),
    t(
      "{church} has received your gift of {amount} to the {fund} fund. Thank you for your generosity.",
      values,
    ),
    t("Receipt reference: {reference}", values),
  ];
  if (gift.is_test) lines.push(t("This was a test payment: no money moved."));
  return { to: gift.donor_email, subject: t("Your gift to {church}", values), text: lines.join("\n\n") };
}

/**
 * Credits an online gift the gateway confirmed, once: only the call whose conditional update
 * moves the payment to SUCCEEDED goes on. A real payment becomes a final gift (by card or mobile
 * money; the member's when they were signed in) and the income of its fund, in this transaction,
 * so finance and giving agree; a test payment (the sandbox) becomes neither, as no money moved.
 * A standing gift's first payment keeps the authorisation and starts its schedule. The receipt
 * is queued in the outbox; the answer wakes the outbox once the transaction has committed.
 */
export async function creditGift(
  tx: Data,
  deps: CreditDeps,
  who: Who,
  reference: string,
  response: Json,
): Promise<(() => void) | undefined> {
  const now = deps.clock.now();
  const paid = await markPaid(tx, giftPayments, reference, response, now, ["PENDING", "FAILED"]);
  if (!paid) return undefined;
  const [fund] = await tx.select().from(funds).where(eq(funds.id, paid.fund));
  const [church] = await tx
    .select({ name: churches.name, language: churches.language })
    .from(churches)
    .where(eq(churches.id, paid.church));
  if (!fund || !church) throw new Error("gift payment without its fund or church");
  // The church's books are read in the church's language.
  const t = translator(church.language ?? SOURCE_LANGUAGE);
  const today = todayIso(now);
  let donation: number | null = null;
  if (!paid.is_test) {
    const method = paid.channel === "mobile_money" ? "MOBILE_MONEY" : "CARD";
    const [gift] = await tx
      .insert(donations)
      .values({
        church: paid.church,
        fund: paid.fund,
        amount: paid.amount,
        currency: paid.currency,
        given_on: today,
        method,
        member: paid.member,
        reference: paid.reference,
        note: paid.member ? "" : `${paid.donor_name} <${paid.donor_email}>`.slice(0, 500),
        is_final: true,
      })
      .returning({ id: donations.id });
    donation = gift?.id ?? null;
    await tx.insert(income).values({
      church: paid.church,
      amount: paid.amount,
      currency: paid.currency,
      received_on: today,
      category: fund.income_category,
      payment_method: method,
      description: t("{fund}: online gift", { fund: fund.name }),
      reference: onlineIncomeReference(paid.reference),
      giving_fund: paid.fund,
    });
    await tx.update(giftPayments).set({ donation }).where(eq(giftPayments.id, paid.id));
  }
  if (paid.recurring_gift !== null) await advanceStandingGift(tx, paid, response, today);
  await deps.mailer.enqueue(tx, paid.donor_email ? [receiptMail(paid, church.name, fund.name)] : []);
  await recordAudit(tx, {
    principal: who.principal,
    ip: who.ip,
    action: "credit",
    resource: "online-gifts",
    objectId: paid.id,
    changes: { reference, donation, is_test: paid.is_test },
  });
  return () => deps.mailer.kick();
}

/** The reference of the income an online gift posted (a reversal finds it by this). */
export const onlineIncomeReference = (reference: string) => `GIVING-ONLINE-${reference}`;

/** A standing gift's first paid gift keeps the authorisation and makes it ACTIVE from today. */
async function advanceStandingGift(tx: Data, paid: GiftRow, response: Json, today: string) {
  const [standing] = await tx
    .select()
    .from(recurringGifts)
    .where(eq(recurringGifts.id, paid.recurring_gift ?? 0))
    .for("update");
  if (!standing) return;
  if (standing.status !== "PENDING") {
    await tx.update(recurringGifts).set({ last_charged_on: today }).where(eq(recurringGifts.id, standing.id));
    return;
  }
  const authorization =
    paid.gateway === "sandbox"
      ? { token: `SANDBOX-AUTH-${randomBytes(8).toString("hex")}` }
      : typeof response.authorization_code === "string"
        ? { authorization_code: response.authorization_code }
        : paid.gateway === "stripe" && typeof response.payment_intent === "string"
          ? { payment_intent: response.payment_intent }
          : null;
  // Without a reusable authorisation the gift was given once, and the standing gift ends.
  await tx
    .update(recurringGifts)
    .set(
      authorization
        ? {
            status: "ACTIVE",
            authorization,
            last_charged_on: today,
            next_charge_on: nextChargeDay(today, standing.frequency),
          }
        : { status: "CANCELLED", next_charge_on: null },
    )
    .where(eq(recurringGifts.id, standing.id));
}

/** Online gifts settle through the payments' webhooks, the sandbox page and the receipt's check. */
export const giftPayable: Payable = {
  table: giftPayments,
  credit: (tx, request, reference, response) =>
    creditGift(tx, request.server, { principal: request.principal, ip: request.ip }, reference, response),
  returnPage: giftReturnPage,
};
registerPayable(giftPayable);

/**
 * `receipt`: the thank-you page's answer for a gift's reference (random, so it is its own
 * key). A payment still pending is first asked of its gateway, and a success credits once.
 */
export async function giftReceiptOf(ctx: ResourceContext, reference: string): Promise<GiftReceipt> {
  const db = outsideTransaction(ctx.unscoped("giving.online-gifts"));
  const find = async () =>
    (await db.select().from(giftPayments).where(eq(giftPayments.reference, reference)).limit(1))[0];
  const found = await find();
  if (!found) throw notFound(msg("This gift was not found."));
  if (found.status === "PENDING") await askGateway(db, ctx.request, giftPayable, found);
  const row = (await find()) ?? found;
  const [names] = await db
    .select({ church: churches.name, fund: funds.name })
    .from(churches)
    .innerJoin(funds, eq(funds.id, row.fund))
    .where(eq(churches.id, row.church));
  return {
    reference: row.reference,
    status: row.status,
    church_name: names?.church ?? "",
    fund_name: names?.fund ?? "",
    amount: row.amount,
    currency: row.currency,
    donor_name: row.donor_name,
    frequency: row.frequency,
    is_test: row.is_test,
    paid_at: row.paid_at?.toISOString() ?? null,
  };
}

/** The fund's name beside each online gift of a page. */
export async function decorateGiftPayments(data: Data, rows: GiftRow[]) {
  const ids = [...new Set(rows.map((r) => r.fund))];
  const names = ids.length
    ? await data.select({ id: funds.id, name: funds.name }).from(funds).where(inArray(funds.id, ids))
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((r) => ({ ...r, fund_name: nameOf.get(r.fund) ?? "" }));
}
