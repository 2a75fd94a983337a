import { z } from "zod";
import { calendarDate, id, optionalText, ref, requiredText, timestamp } from "../common/fields";
import { currencyCode, money } from "../common/money";
import { pastDate } from "../common/past-dates";
import { currencyTotal, positiveAmount, RANGE_MESSAGE, rangeInOrder } from "./finance-fields";

export const EXPENSE_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];

/** The receipt types an expense accepts, read from the file's content. */
export const RECEIPT_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;
export const RECEIPT_MAX_BYTES = 10 * 1_048_576;

/**
 * Money a church spent. It is submitted PENDING; someone other than its submitter approves or
 * rejects it, and then it is final. Only approved expenses count in totals and reports.
 */
export const expense = z.object({
  id,
  church: id,
  category: id.describe("An EXPENSE category: a national default or the church's own"),
  category_name: z.string(),
  financial_year: id.nullable().describe("The church's financial year that contains spent_on"),
  amount: money,
  currency: z.string(),
  spent_on: calendarDate,
  payee: z.string(),
  description: z.string(),
  reference: z.string(),
  has_receipt: z.boolean().describe("A receipt is attached: GET receipt/ serves it"),
  receipt_type: z.string().nullable().describe("The receipt's type: application/pdf or an image type"),
  status: z.enum(EXPENSE_STATUSES),
  submitted_by: id.nullable(),
  submitted_by_name: z.string(),
  reviewed_by: id.nullable().describe("Who approved or rejected it"),
  reviewed_by_name: z.string(),
  reviewed_at: timestamp.nullable(),
  rejection_reason: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Expense = z.infer<typeof expense>;

const expenseFields = {
  category: ref.describe("An active EXPENSE category the church may use (expense_categories/)"),
  amount: positiveAmount,
  currency: currencyCode
    .optional()
    .describe("The church's currency; may be left out, and any other is refused"),
  spent_on: pastDate("The date spent")
    .optional()
    .describe("Defaults to today; never in the future, never in a closed financial year"),
  payee: requiredText(200).describe("Who was paid"),
  description: optionalText(1000).default(""),
  reference: optionalText(100).default(""),
};
export const expenseCreate = z.strictObject({
  church: ref.optional().describe("Defaults to the signed-in user's church."),
  ...expenseFields,
});
/** Only a PENDING expense changes, and never its church. */
export const expenseUpdate = z.strictObject(expenseFields);

export const expenseRejectInput = z.strictObject({
  reason: requiredText(500).describe("Why the expense is rejected; the submitter sees it"),
});

export const expenseSummaryQuery = z
  .object({
    church: ref.optional().describe("Only this church (for users who reach several)."),
    spent_on__gte: calendarDate.optional().describe("Spent on or after this date"),
    spent_on__lte: calendarDate.optional().describe("Spent on or before this date"),
  })
  .refine((q) => rangeInOrder(q.spent_on__gte, q.spent_on__lte), {
    path: ["spent_on__lte"],
    message: RANGE_MESSAGE,
  });
export const expenseSummary = z.object({
  spent_on__gte: calendarDate.nullable(),
  spent_on__lte: calendarDate.nullable(),
  totals: z.array(currencyTotal).describe("Approved expenses per currency"),
  by_category: z
    .array(currencyTotal.extend({ category: id, category_name: z.string() }))
    .describe("Approved expenses per currency and category, largest first within a currency"),
});
export type ExpenseSummary = z.infer<typeof expenseSummary>;

/** The body of `expenseCreate`, what a form fills in. */
export type ExpenseInput = z.input<typeof expenseCreate>;
