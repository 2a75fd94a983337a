import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { systemContext } from "../../platform/system-context";

declare module "fastify" {
  interface FastifyInstance {
    /** Set once the process is shutting down: readiness answers 503 so the proxy stops sending. */
    stopping: boolean;
  }
}

/**
 * Liveness (the process answers) and readiness (the database answers, every migration is
 * applied, and the process is not shutting down); `/api/health/` is readiness with details.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.decorate("stopping", false);
  const schema = (summary: string) => ({ tags: ["health"], summary });
  let migrated = false;

  const readiness = async () => {
    const database = await systemContext(app, "health.readiness")
      .data.execute(sql`select 1`)
      .then(() => true)
      .catch(() => false);
    // Once applied, migrations stay applied: asked until then, remembered after.
    migrated ||= database && (await app.database.migrated().catch(() => false));
    return { ready: database && migrated && !app.stopping, database, migrated, stopping: app.stopping };
  };

  app.get(
    "/api/health/live",
    { config: { access: "public" }, schema: schema("Liveness: the process answers") },
    () => ({
      status: "ok",
    }),
  );

  app.get(
    "/api/health/ready",
    { config: { access: "public" }, schema: schema("Readiness: the database answers and is migrated") },
    async (_request, reply) => {
      const r = await readiness();
      return reply.code(r.ready ? 200 : 503).send({ status: r.ready ? "ok" : "unavailable", ...r });
    },
  );

  app.get(
    "/api/health/",
    { config: { access: "public" }, schema: schema("Liveness and readiness") },
    async (_request, reply) => {
      const r = await readiness();
      return reply
        .code(r.ready ? 200 : 503)
        .send({ status: r.ready ? "ok" : "unavailable", live: true, ...r, database: app.database.kind });
    },
  );
}
