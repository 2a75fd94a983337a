import { createHmac } from "node:crypto";
import type { TestApp } from "./harness";

/**
 * Paystack's notice that a transaction was paid (`charge.success`), signed with the gateway's
 * secret as Paystack signs it; `amount` is in minor units (25000 for 250.00).
 */
export function paystackPaid(
  t: TestApp,
  secret: string,
  reference: string,
  amount: number,
  currency = "GHS",
) {
  const raw = JSON.stringify({
    event: "charge.success",
    data: { reference, status: "success", amount, currency },
  });
  return t.call({
    method: "POST",
    url: "/api/subscriptions/payments/webhooks/paystack/",
    headers: {
      "content-type": "application/json",
      "x-paystack-signature": createHmac("sha512", secret).update(raw).digest("hex"),
    },
    payload: raw,
  });
}
