import {
  payment,
  processPaymentInput,
  processPaymentResult,
  verifyPaymentInput,
  verifyPaymentResult,
} from "@cm/contracts";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { payments } from "../../db/tables";
import { AppError } from "../../platform/errors";
import { defineResource } from "../../platform/resources/resource";
import type { PaymentRow } from "./payment-gateways";
import {
  creditPayment,
  decoratePayments,
  paymentByReference,
  presentPayment,
  refundPayment,
  verifyPayment,
} from "./payment-settlement.service";
import { startPayment } from "./payments.service";

/**
 * Payments of churches for plans. A church admin starts one (`process`) and confirms it
 * (`verify`); gateways confirm by signed webhooks (payment-webhooks.routes.ts); the super admin
 * confirms bank transfers (`mark_paid`) and records refunds. Settling manages its own
 * transactions so that a reference credits at most once.
 */
export const paymentsResource = defineResource({
  name: "payments",
  path: "/api/subscriptions/payments/",
  table: payments,
  entity: payment,
  scope: { kind: "church", field: "church" },
  access: { list: { permission: "subscriptions.read" }, retrieve: { permission: "subscriptions.read" } },
  search: ["reference"],
  ordering: ["created_at", "amount", "status"],
  defaultOrdering: "-created_at",
  filters: { subscription: "int", church: "int", invoice: "int", status: "text", gateway: "text" },
  decorate: (rows, ctx) => decoratePayments(ctx.db, rows),
  actions: {
    process: {
      on: "collection",
      method: "POST",
      access: { permission: "subscriptions.manage" },
      summary: "Start paying for a plan: an invoice, a PENDING payment and the gateway's checkout address",
      input: processPaymentInput,
      output: processPaymentResult,
      write: false,
      run: ({ request, input }) =>
        startPayment(request.server.db, request, input as z.infer<typeof processPaymentInput>),
    },
    verify: {
      on: "collection",
      method: "POST",
      access: { permission: "subscriptions.manage" },
      summary: "Ask the gateway how a payment ended; a successful payment credits the subscription once",
      input: verifyPaymentInput,
      output: verifyPaymentResult,
      write: false,
      run: async ({ request, input }) => {
        const db = request.server.db;
        const row = await paymentByReference(
          db,
          paymentsResource,
          request,
          (input as { reference: string }).reference,
        );
        return verifyPayment(db, request, row);
      },
    },
    mark_paid: {
      on: "detail",
      method: "POST",
      access: { permission: "subscriptions.write" },
      summary: "Record a pending payment (a bank transfer) as received; credits the subscription",
      output: payment,
      run: async ({ db, request, object, afterCommit }) => {
        const row = object as PaymentRow;
        const church = await creditPayment(db, request, row.reference, { confirmed: "manually" });
        if (church === null)
          throw new AppError(409, "invalid_status", `This payment is already ${row.status.toLowerCase()}.`);
        afterCommit(async () => request.server.featureGate.forget(church));
        const [updated] = await db.select().from(payments).where(eq(payments.id, row.id));
        return presentPayment(db, updated as PaymentRow);
      },
    },
    refund: {
      on: "detail",
      method: "POST",
      access: { permission: "subscriptions.write" },
      summary: "Record a refund made at the gateway: the payment and its invoice become REFUNDED",
      output: payment,
      run: ({ db, object }) => refundPayment(db, object as PaymentRow),
    },
  },
});
