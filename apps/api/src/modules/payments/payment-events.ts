import type { payments } from "../../db/tables";
import type { Data } from "../../platform/resources/scoped-data";

type PaymentRow = typeof payments.$inferSelect;

/** What a credit or a refund tells the domains that follow payments. */
export type PaymentEvent = {
  payment: PaymentRow;
  /** Months of subscription the payment bought (an upgrade buys none). */
  months: number;
  now: Date;
};
/** Work another domain does inside the crediting or refunding transaction (an affiliate's reward). */
export type PaymentListener = (tx: Data, event: PaymentEvent) => Promise<void>;

const credited: PaymentListener[] = [];
const refunded: PaymentListener[] = [];

/** Adds work to every payment's crediting, in its transaction: it runs once per credited payment. */
export function onPaymentCredited(listener: PaymentListener): void {
  if (!credited.includes(listener)) credited.push(listener);
}
/** Adds work to every payment's refund, in the transaction that marks it REFUNDED. */
export function onPaymentRefunded(listener: PaymentListener): void {
  if (!refunded.includes(listener)) refunded.push(listener);
}

export async function paymentCredited(tx: Data, event: PaymentEvent): Promise<void> {
  for (const listener of credited) await listener(tx, event);
}
export async function paymentRefunded(tx: Data, event: PaymentEvent): Promise<void> {
  for (const listener of refunded) await listener(tx, event);
}
