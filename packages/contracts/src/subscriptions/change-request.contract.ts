import { z } from "zod";
import { calendarDate, id, optionalText, ref, timestamp } from "../common/fields";
import { CHANGE_TYPES, type ChangeType } from "../rules/subscription-rules";

export const CHANGE_REQUEST_STATUSES = ["PENDING", "APPROVED", "REJECTED", "APPLIED", "CANCELLED"] as const;
export const CHANGE_TYPE_LABELS: Record<ChangeType, string> = {
  UPGRADE: "Upgrade",
  DOWNGRADE: "Downgrade",
  CANCEL: "Cancellation",
  RENEW: "Renewal",
};

/** A church's request to change its subscription on a date: a new plan, a cancellation or a renewal. */
export const changeRequest = z.object({
  id,
  subscription: id,
  church: id,
  request_type: z.enum(CHANGE_TYPES),
  request_type_display: z.string(),
  current_plan: id,
  current_plan_name: z.string(),
  target_plan: id.nullable(),
  target_plan_name: z.string().describe("The plan after an upgrade or downgrade; empty otherwise"),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  effective_date: calendarDate,
  reason: z.string(),
  admin_notes: z.string(),
  requested_by: id.nullable(),
  processed_by: id.nullable(),
  processed_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export const changeRequestCreate = z.strictObject({
  subscription: ref,
  request_type: z.enum(CHANGE_TYPES),
  target_plan: ref.nullable().default(null).describe("Required for UPGRADE and DOWNGRADE"),
  effective_date: calendarDate
    .optional()
    .describe("Today or later; defaults to today for an upgrade, else to the subscription's end date"),
  reason: optionalText(1000).default(""),
});
export const processChangeRequestInput = z.strictObject({
  action: z.enum(["approve", "reject"]),
  notes: optionalText(1000).default(""),
});
export const cancelChangeRequestInput = z
  .strictObject({
    reason: optionalText(1000).optional().describe("Why the church withdraws it; kept in admin_notes"),
  })
  .nullish()
  .describe("Optional: the request may have no body");
export const subscriptionIdQuery = z.object({ subscription_id: ref });
export type ChangeRequest = z.infer<typeof changeRequest>;

/** The body of `changeRequestCreate`, what a form fills in. */
export type ChangeRequestInput = z.input<typeof changeRequestCreate>;
