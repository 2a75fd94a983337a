import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI 3 from the routes' zod schemas, at /api/openapi.json, browsable at /api/docs. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Church management API",
        version: "1.0.0",
        description:
          "Every route states its access rule. Lists answer {count, next, previous, results}; errors answer " +
          '{"detail", "code"} or, for validation, a map of field to messages.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  app.get("/api/openapi.json", { config: { access: "public" }, schema: { hide: true } }, () => app.swagger());
}
