import type { GatewayName } from "@cm/contracts";
import { msg } from "@cm/contracts";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { gateways, users } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { AppError, fieldError } from "../../platform/errors";
import { siteUrl } from "../../platform/http/site-url";
import type { Data } from "../../platform/resources/scoped-data";
import { adapters, type Chargeable, type GatewayRow, type PaymentRow } from "./gateways";
import { markFailed, type Payable, settlePayment } from "./payables";

type Conn = Data;
type Status = PaymentRow["status"];

/** An active gateway by name, or a 400 on `gateway`. */
export async function activeGateway(db: Conn, name: GatewayName) {
  const [gateway] = await db
    .select()
    .from(gateways)
    .where(and(eq(gateways.name, name), eq(gateways.is_active, true)));
  if (!gateway) throw fieldError("gateway", msg("This payment method is not available."));
  return gateway;
}

/**
 * Opens the gateway's checkout for a PENDING payment already written and answers where to send the
 * browser. A gateway that cannot start fails the payment and answers 502.
 */
export async function startCheckout(
  db: Data,
  request: FastifyRequest,
  kind: Payable,
  created: Chargeable & { id: number },
  gateway: GatewayRow,
  payer: { email?: string; channels?: string[]; keepCard?: boolean } = {},
) {
  // A guest's gift names its payer's e-mail; a signed-in caller's payment their account's.
  const [user] =
    payer.email === undefined
      ? await db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, principalOf(request).id))
      : [{ email: payer.email }];
  try {
    const started = await adapters[gateway.name].start(created, gateway, {
      http: request.server.gatewayHttp,
      origin: siteUrl(request.server, request),
      email: user?.email ?? "",
      returnPage: kind.returnPage(created.reference),
      channels: payer.channels,
      keepCard: payer.keepCard,
    });
    await db
      .update(kind.table)
      .set({ gateway_response: { ...created.gateway_response, ...started.response } })
      .where(eq(kind.table.id, created.id));
    return { payment_id: created.id, reference: created.reference, redirect_url: started.redirect_url };
  } catch (error) {
    request.log.warn({ err: error, reference: created.reference }, "checkout could not start");
    await markFailed(db, kind.table, created.reference, { error: "checkout_failed" });
    throw new AppError(
      502,
      "gateway_error",
      msg("The payment service could not start the checkout. Try again later."),
    );
  }
}

/**
 * Asks a payment's gateway how it ended and settles it through its kind, when its status is one of
 * `asked` (a FAILED campaign payment is asked again: a checkout given up on may still be paid).
 */
export async function askGateway(
  db: Data,
  request: FastifyRequest,
  kind: Payable,
  row: Chargeable & { status: Status; gateway: GatewayRow["name"] },
  asked: Status[] = ["PENDING"],
) {
  if (!asked.includes(row.status)) return;
  const [gateway] = await db.select().from(gateways).where(eq(gateways.name, row.gateway));
  if (!gateway) return;
  const { outcome, response } = await adapters[row.gateway].verify(row, gateway, request.server.gatewayHttp);
  await settlePayment(db, request, kind, row.reference, outcome, response);
}
