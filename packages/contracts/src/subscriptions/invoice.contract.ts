import { z } from "zod";
import { calendarDate, id, optionalText, ref, requiredText, timestamp } from "../common/fields";
import { money, moneyInput } from "../common/money";
import { msg } from "../i18n/languages";

export const INVOICE_STATUSES = ["DRAFT", "ISSUED", "PAID", "VOID", "REFUNDED"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** Days an issued invoice gives the church to pay when it names no due date. */
export const INVOICE_DUE_DAYS = 14;

export const invoiceLine = z.object({ description: z.string(), amount: money });
export const invoiceLineInput = z.strictObject({
  description: requiredText(200),
  amount: moneyInput,
});

/** A charge to a church, numbered once per installation (`INV-2026-000123`); its amount is the sum of its lines. */
export const invoice = z.object({
  id,
  number: z.string(),
  subscription: id,
  church: id,
  church_name: z.string(),
  amount: money,
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  issued_at: timestamp.nullable(),
  due_date: calendarDate.nullable(),
  paid_at: timestamp.nullable(),
  description: z.string(),
  lines: z.array(invoiceLine),
  is_test: z.boolean().describe("Charged through the sandbox: a test payment, no money was received"),
  print_url: z.string().describe("The printable page of the invoice (text/html)"),
  created_at: timestamp,
  updated_at: timestamp,
});
export const invoiceCreate = z.strictObject({
  church: ref,
  subscription: ref.describe("A subscription of that church"),
  description: optionalText(500).default(""),
  lines: z.array(invoiceLineInput).min(1, msg("Add at least one line.")).max(50),
  due_date: calendarDate.nullable().default(null),
});
/** issue: DRAFT to ISSUED; mark_paid: DRAFT or ISSUED to PAID; void: DRAFT or ISSUED to VOID. */
export const invoiceActionInput = z.strictObject({ action: z.enum(["issue", "mark_paid", "void"]) });
export type Invoice = z.infer<typeof invoice>;
export type InvoiceLine = z.infer<typeof invoiceLine>;
