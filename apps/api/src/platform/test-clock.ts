import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { MovableClock } from "./clock";

const advanceInput = z.strictObject({ days: z.number().int().min(1).max(400) });

/**
 * Browser tests move the server's time (a reward's hold period ends) instead of waiting. The
 * route exists only in a server started with TEST_CLOCK on the embedded database, which a
 * real installation never is: config.ts refuses TEST_CLOCK with DATABASE_URL.
 */
export function registerTestClock(app: FastifyInstance, clock: MovableClock): void {
  app.post("/api/testing/clock/advance/", {
    config: { access: "public" },
    schema: { hide: true, body: advanceInput },
    handler: async (request) => {
      const { days } = request.body as z.infer<typeof advanceInput>;
      clock.advance(days * 86_400_000);
      return { now: clock.now().toISOString() };
    },
  });
}
