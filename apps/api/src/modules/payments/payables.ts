import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { campaignPayments, giftPayments, payments } from "../../db/tables";
import type { Data } from "../../platform/resources/scoped-data";
import type { Outcome, PaymentRow } from "./gateways";

type Conn = Data;
type Json = Record<string, unknown>;
/**
 * The tables of payments the gateways settle: a church's plan, a campaign's and an online gift. Each
 * row has a unique reference, a status, its gateway and the gateway's answers merged in
 * `gateway_response`.
 */
export type PaymentTable = typeof payments | typeof campaignPayments | typeof giftPayments;
type Status = PaymentRow["status"];

/**
 * A kind of payment the gateways settle: the subscriptions' own, and any other domain's that
 * charges through the same gateways (a campaign's plan). Webhooks and the sandbox's page find a
 * payment by its reference among the kinds and settle it through its kind, which credits once.
 */
export type Payable = {
  table: PaymentTable;
  /**
   * Credits a payment the gateway confirmed, inside the settling transaction, at most once (a
   * payment already settled credits nothing); answers work to do once that has committed. It may
   * come for a FAILED payment that was paid after all.
   */
  credit(
    tx: Data,
    request: FastifyRequest,
    reference: string,
    response: Json,
  ): Promise<(() => void) | undefined>;
  /** The web page the browser returns to after the gateway. */
  returnPage(reference: string): string;
};

const payables: Payable[] = [];

/** Adds a kind of payment (once, when its domain's module loads). */
export function registerPayable(kind: Payable): void {
  if (!payables.includes(kind)) payables.push(kind);
}

/** A payment of a table by its reference (no tenant: the reference is the gateway's key). */
export async function paymentOf(db: Conn, table: PaymentTable, reference: string) {
  return (await db.select().from(table).where(eq(table.reference, reference)).limit(1))[0];
}

/** The payment with this reference, of whichever kind, with its kind. */
export async function findPayable(db: Data, reference: string) {
  for (const kind of payables) {
    const row = await paymentOf(db, kind.table, reference);
    if (row) return { kind, row };
  }
  return undefined;
}

/** Merges a gateway's answer into what a payment keeps of its gateway. */
const merged = (table: PaymentTable, response: Json) =>
  sql`${table.gateway_response} || ${JSON.stringify(response)}::jsonb`;

type PaidArgs = [reference: string, response: Json, now: Date, from?: Status[]];
/**
 * Marks a payment paid, once: only the caller whose conditional update moves it from one of
 * `from` to SUCCEEDED gets the row back; any other finds it settled and gets nothing.
 */
export function markPaid(
  tx: Conn,
  table: typeof payments,
  ...args: PaidArgs
): Promise<PaymentRow | undefined>;
export function markPaid(
  tx: Conn,
  table: typeof campaignPayments,
  ...args: PaidArgs
): Promise<typeof campaignPayments.$inferSelect | undefined>;
export function markPaid(
  tx: Conn,
  table: typeof giftPayments,
  ...args: PaidArgs
): Promise<typeof giftPayments.$inferSelect | undefined>;
export async function markPaid(
  tx: Conn,
  table: PaymentTable,
  reference: string,
  response: Json,
  now: Date,
  from: Status[] = ["PENDING"],
) {
  const [won] = await tx
    .update(table)
    .set({ status: "SUCCEEDED", paid_at: now, gateway_response: merged(table, response) })
    .where(and(eq(table.reference, reference), inArray(table.status, from)))
    .returning();
  return won;
}

/** A pending payment the gateway refused or that could not start becomes FAILED. */
export async function markFailed(db: Conn, table: PaymentTable, reference: string, response: Json) {
  await db
    .update(table)
    .set({ status: "FAILED", gateway_response: merged(table, response) })
    .where(and(eq(table.reference, reference), eq(table.status, "PENDING")));
}

/** Keeps the sandbox page's choice on a payment still pending, for the sandbox's verify to read. */
export async function keepSandboxChoice(
  db: Conn,
  table: PaymentTable,
  id: number,
  outcome: "success" | "failed",
) {
  await db
    .update(table)
    .set({ gateway_response: merged(table, { sandbox_outcome: outcome }) })
    .where(and(eq(table.id, id), eq(table.status, "PENDING")));
}

/**
 * Applies a gateway's answer to a payment of a kind: on success its kind credits it in one
 * transaction (once), on failure it becomes FAILED, and nothing happens while it is pending.
 */
export async function settlePayment(
  db: Data,
  request: FastifyRequest,
  kind: Payable,
  reference: string,
  outcome: Outcome,
  response: Json,
) {
  if (outcome === "succeeded") {
    const committed = await db.transaction((tx) => kind.credit(tx, request, reference, response));
    committed?.();
  } else if (outcome === "failed") await markFailed(db, kind.table, reference, response);
}
