import {
  apiPath,
  msg,
  payment,
  paymentsEndpoints,
  processPaymentInput,
  processPaymentResult,
  verifyPaymentInput,
  verifyPaymentResult,
} from "@cm/contracts";
import { eq } from "drizzle-orm";
import { payments } from "../../db/tables";
import { AppError } from "../../platform/errors";
import { outsideTransaction } from "../../platform/resources/outside-transaction";
import { actionsOf, defineResource } from "../../platform/resources/resource";
import { statusWord } from "../../platform/status-words";
import { refundPayment } from "./payment-refunds.service";
import {
  creditPayment,
  decoratePayments,
  paymentByReference,
  presentPayment,
  verifyPayment,
} from "./payment-settlement.service";
import { startPayment } from "./payments.service";

const action = actionsOf(payments);

/**
 * Payments of churches for plans. A church admin starts one (`process`) and confirms it
 * (`verify`); gateways confirm by signed webhooks (payment-webhooks.routes.ts); the super admin
 * confirms bank transfers (`mark_paid`) and refunds through the gateway (`refund`). Settling manages its own
 * transactions so that a reference credits at most once.
 */
export const paymentsResource = defineResource({
  name: "payments",
  path: apiPath(paymentsEndpoints),
  table: payments,
  entity: payment,
  scope: { kind: "church", field: "church" },
  access: { list: { permission: "subscriptions.read" }, retrieve: { permission: "subscriptions.read" } },
  search: ["reference"],
  ordering: ["created_at", "amount", "status"],
  defaultOrdering: "-created_at",
  filters: {
    subscription: "int",
    church: "int",
    invoice: "int",
    status: "text",
    gateway: "text",
    is_test: "bool",
  },
  decorate: (rows, ctx) => decoratePayments(ctx.data, rows),
  actions: {
    process: action.collection({
      method: "POST",
      access: { permission: "subscriptions.manage" },
      summary: "Start paying for a plan: an invoice, a PENDING payment and the gateway's checkout address",
      input: processPaymentInput,
      output: processPaymentResult,
      mode: "external",
      run: (ctx) =>
        startPayment(
          outsideTransaction(ctx.unscoped("payments.settlement")),
          ctx.request,
          ctx.input,
          ctx.audit,
        ),
    }),
    verify: action.collection({
      method: "POST",
      access: { permission: "subscriptions.manage" },
      summary: "Ask the gateway how a payment ended; a successful payment credits the subscription once",
      input: verifyPaymentInput,
      output: verifyPaymentResult,
      mode: "external",
      run: async (ctx) => {
        const { request, input, scoped } = ctx;
        const db = outsideTransaction(ctx.unscoped("payments.settlement"));
        return verifyPayment(db, request, await paymentByReference(db, await scoped(), input.reference));
      },
    }),
    mark_paid: action.detail({
      method: "POST",
      access: { permission: "subscriptions.write" },
      summary: "Record a pending payment (a bank transfer) as received; credits the subscription",
      output: payment,
      run: async ({ data, unscoped, request, object, afterCommit }) => {
        const church = await creditPayment(unscoped("payments.settlement"), request, object.reference, {
          confirmed: "manually",
        });
        if (church === null)
          throw new AppError(
            409,
            "invalid_status",
            msg("This payment is already {status}.", { status: statusWord(object.status) }),
          );
        afterCommit(() => request.server.featureGate.forget(church));
        const [updated] = await data.select().from(payments).where(eq(payments.id, object.id));
        return presentPayment(data, updated);
      },
    }),
    refund: action.detail({
      method: "POST",
      access: { permission: "subscriptions.write" },
      summary:
        "Give a succeeded payment back in full through its gateway (manual: by bank transfer), once. " +
        "The payment and its invoice become REFUNDED with refund_amount and refunded_at; the " +
        "subscription loses what the payment bought: the days it added, or the upgrade's plan. If no " +
        "day is left, it is CANCELLED now. 409 when already refunded or not paid; 502 when the " +
        "gateway refuses, with the payment unchanged.",
      output: payment,
      // The gateway is called outside any transaction; the service claims and settles.
      mode: "external",
      run: (ctx) =>
        refundPayment(
          outsideTransaction(ctx.unscoped("payments.settlement")),
          ctx.request,
          ctx.object,
          ctx.audit,
        ),
    }),
  },
});
