import type { MaintenanceRecord } from "@cm/contracts";
import type { FastifyInstance } from "fastify";

export const MAINTENANCE_MESSAGE = "System is in maintenance mode";

/**
 * While maintenance is on, every non-public API call of anyone but a super admin answers 503
 * with `X-Maintenance-Mode: true` and the maintenance record. Registered after the access hook,
 * so the caller is known; public routes (sign-in, status, webhooks) are never blocked.
 */
export function installMaintenanceGate(
  app: FastifyInstance,
  current: () => Promise<MaintenanceRecord | null>,
): void {
  app.addHook("onRequest", async (request, reply) => {
    const rule = request.routeOptions.config?.access;
    if (!rule || rule === "public" || request.principal?.role === "SUPER_ADMIN") return;
    const maintenance = await current();
    if (!maintenance) return;
    return reply
      .code(503)
      .header("X-Maintenance-Mode", "true")
      .header("Retry-After", "120")
      .send({ detail: MAINTENANCE_MESSAGE, code: "maintenance", maintenance });
  });
}
