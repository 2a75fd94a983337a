import type { DomainModule } from "../../platform/domain-module";
import { gatewaysResource } from "./gateways.routes";
import { paymentWebhookRoutes } from "./payment-webhooks.routes";

/**
 * Payments through the gateways, for whichever domain charges: the gateways' settings, checkout,
 * webhooks and the sandbox page, settling and crediting by reference (each kind of payment
 * registers how it is credited), refunds through the gateway, and the events other domains
 * follow (an affiliate's reward).
 */
export const paymentModule: DomainModule = { resources: [gatewaysResource], routes: [paymentWebhookRoutes] };

export { activeGateway, askGateway, startCheckout } from "./checkout";
export {
  adapters,
  type Chargeable,
  type GatewayHttp,
  type GatewayRow,
  kept as keptOfPaystack,
  type Outcome,
  type PaymentRow,
  paystackOutcome,
  type RefundResult,
  statusPage,
  stripeChargeAgain,
} from "./gateways";
export { markFailed, markPaid, type Payable, paymentOf, registerPayable, settlePayment } from "./payables";
export {
  onPaymentCredited,
  onPaymentRefunded,
  type PaymentEvent,
  paymentCredited,
  paymentRefunded,
} from "./payment-events";
export { refundThroughGateway } from "./refunds";
