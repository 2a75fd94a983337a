import { msg } from "@cm/contracts";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { gateways } from "../../db/tables";
import type { Data } from "../../platform/resources/scoped-data";
import { adapters, type PaymentRow, type RefundResult } from "./gateways";

/**
 * Asks a payment's gateway to give its money back in full, holding no transaction; answers whether
 * it did, and a refusal or an unreachable gateway in words.
 */
export async function refundThroughGateway(
  db: Data,
  request: FastifyRequest,
  p: PaymentRow,
): Promise<RefundResult> {
  const [gateway] = await db.select().from(gateways).where(eq(gateways.name, p.gateway));
  try {
    // sandbox and manual need no configuration row to give money back; the others refuse without one.
    return await adapters[p.gateway].refund(p, gateway, request.server.gatewayHttp);
  } catch (error) {
    request.log.warn({ err: error, reference: p.reference }, "refund could not reach the gateway");
    return { refunded: false, message: msg("The payment service could not be reached. Try again later.") };
  }
}
