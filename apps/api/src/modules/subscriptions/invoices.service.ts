import {
  addDays,
  apiPath,
  fromCents,
  INVOICE_DUE_DAYS,
  type InvoiceStatus,
  invoice,
  invoicesEndpoints,
  msg,
  toCents,
  todayIso,
} from "@cm/contracts";
import { eq, inArray } from "drizzle-orm";
import { churches, invoices, plans, subscriptions } from "../../db/tables";
import { AppError, fieldError } from "../../platform/errors";
import { presenter, presentOne, theRow } from "../../platform/resources/presenter";
import type { ResourceContext, Row, WriteData } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { statusWord } from "../../platform/status-words";

type Conn = Data;
type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceAction = "issue" | "mark_paid" | "void";
export const INVOICES_PATH = apiPath(invoicesEndpoints);
const present = presenter(invoice);

/** Adds the church's name and the printable page's address to a page of invoices (one query a page). */
export async function decorateInvoices(db: Conn, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const ids = [...new Set(rows.map((r) => Number(r.church)))];
  const names = await db
    .select({ id: churches.id, name: churches.name })
    .from(churches)
    .where(inArray(churches.id, ids));
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  return rows.map((r) => ({
    ...r,
    church_name: nameOf.get(Number(r.church)) ?? "",
    print_url: `${INVOICES_PATH}${r.id}/print/`,
  }));
}

export const presentInvoice = (db: Conn, row: Row) =>
  presentOne(row, (rows) => decorateInvoices(db, rows), present);

/** Sums the lines in integer cents: the invoice's amount is never typed in separately. */
export const totalOf = (lines: { amount: string }[]) =>
  fromCents(lines.reduce((sum, l) => sum + toCents(l.amount), 0n));

/** A new invoice belongs to its subscription's church and is priced in its plan's currency. */
export async function prepareInvoice(
  ctx: ResourceContext,
  data: WriteData<typeof invoices>,
): Promise<WriteData<typeof invoices>> {
  const [sub] = await ctx.data
    .select({ church: subscriptions.church, currency: plans.currency })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.plan))
    .where(eq(subscriptions.id, Number(data.subscription)));
  if (!sub || sub.church !== data.church) {
    throw fieldError("subscription", msg("Choose a subscription of this church."));
  }
  return { ...data, currency: sub.currency, amount: totalOf(data.lines ?? []), status: "DRAFT" };
}

const FROM: Record<InvoiceAction, InvoiceStatus[]> = {
  issue: ["DRAFT"],
  mark_paid: ["DRAFT", "ISSUED"],
  void: ["DRAFT", "ISSUED"],
};

/** Moves an invoice along its life: issue it, record it paid, or void it. */
export async function changeInvoice(db: Conn, row: InvoiceRow, action: InvoiceAction, now: Date) {
  if (!FROM[action].includes(row.status)) {
    throw new AppError(
      409,
      "invalid_status",
      msg("This invoice is {status}; it cannot be changed so.", { status: statusWord(row.status) }),
    );
  }
  const issued = {
    issued_at: row.issued_at ?? now,
    due_date: row.due_date ?? addDays(todayIso(now), INVOICE_DUE_DAYS),
  };
  const set: Partial<typeof invoices.$inferInsert> =
    action === "issue"
      ? { status: "ISSUED", ...issued }
      : action === "mark_paid"
        ? { status: "PAID", paid_at: now, ...issued }
        : { status: "VOID" };
  const updated = theRow(await db.update(invoices).set(set).where(eq(invoices.id, row.id)).returning());
  return presentInvoice(db, updated);
}
