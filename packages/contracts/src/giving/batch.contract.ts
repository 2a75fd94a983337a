import { z } from "zod";
import { calendarDate, id, optionalText, ref, timestamp } from "../common/fields";
import { currencyCode, money } from "../common/money";
import { pastDate } from "../common/past-dates";
import { positiveAmount } from "../finance/finance-fields";

/** OPEN while the counter enters gifts, SUBMITTED for a second person's check, CONFIRMED and final. */
export const BATCH_STATUSES = ["OPEN", "SUBMITTED", "CONFIRMED"] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/**
 * The count of one service's gifts. One person enters the gifts and submits the batch; a second,
 * different person confirms it, which makes its gifts final and posts one income record per fund.
 */
export const givingBatch = z.object({
  id,
  church: id,
  service_date: calendarDate,
  expected_total: money.describe("What the counters counted in the plates and envelopes"),
  currency: z.string(),
  total: money.describe("The sum of the gifts entered"),
  donation_count: z.number().int(),
  status: z.enum(BATCH_STATUSES),
  note: z.string(),
  created_by: id.nullable(),
  created_by_name: z.string(),
  submitted_by: id.nullable(),
  submitted_by_name: z.string(),
  submitted_at: timestamp.nullable(),
  confirmed_by: id.nullable(),
  confirmed_by_name: z.string(),
  confirmed_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type GivingBatch = z.infer<typeof givingBatch>;

const batchFields = {
  service_date: pastDate("The service date").describe("The service the gifts were given at"),
  expected_total: positiveAmount,
  currency: currencyCode
    .optional()
    .describe("The church's currency; may be left out, and any other is refused"),
  note: optionalText(500).default(""),
};
export const givingBatchCreate = z.strictObject({
  church: ref.optional().describe("Defaults to the signed-in user's church."),
  ...batchFields,
});
/** Only an OPEN batch changes, and never its church. */
export const givingBatchUpdate = z.strictObject(batchFields);

/** The body of `givingBatchCreate`, what a form fills in. */
export type GivingBatchInput = z.input<typeof givingBatchCreate>;
