// What giving uses of the payments (its one import of them): checkout, settling and crediting once.
export {
  activeGateway,
  askGateway,
  type GatewayHttp,
  type GatewayRow,
  markFailed,
  markPaid,
  type Outcome,
  type Payable,
  paystackOutcome,
  registerPayable,
  startCheckout,
  stripeChargeAgain,
} from "../payments";
