import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";

/** Liveness (the process answers) and readiness (the database answers). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const schema = { tags: ["health"], summary: "Liveness and readiness" };
  app.get("/api/health/", { config: { access: "public" }, schema }, async (_request, reply) => {
    const ready = await app.db
      .execute(sql`select 1`)
      .then(() => true)
      .catch(() => false);
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? "ok" : "unavailable", live: true, ready, database: app.database.kind });
  });
}
