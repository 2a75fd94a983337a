import { randomUUID } from "node:crypto";
import { join } from "node:path";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import { registerModules } from "./modules";
import { WEB_DIST_DIR } from "./paths";
import { enforceAccess, requireAccessDeclarations } from "./platform/auth/access";
import { loadJwtSecret } from "./platform/auth/jwt-secret";
import { TokenService } from "./platform/auth/tokens";
import { FileStore } from "./platform/files";
import { installErrorHandler } from "./platform/http/error-handler";
import { installOpenApi } from "./platform/http/openapi";
import { installWebApp } from "./platform/http/web-app";
import { Mailer } from "./platform/mail";
import { ResourceRegistry } from "./platform/resources/registry";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    tokens: TokenService;
    resources: ResourceRegistry;
    mailer: Mailer;
    files: FileStore;
  }
}

export type AppOptions = { config: Config; database: Database; webDistDir?: string };

/** Builds the whole HTTP application on an open database; tests call this too. */
export async function buildApp({
  config,
  database,
  webDistDir = WEB_DIST_DIR,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ["req.headers.authorization", "req.headers.cookie"] },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  // The API speaks JSON (and multipart where a route says so); other bodies get a clear 415.
  app.removeContentTypeParser("text/plain");
  // Handlers return presented objects; the zod response schemas only document them.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const tokens = new TokenService(
    database.db,
    await loadJwtSecret(config.jwtSecret, config.dataDir),
    config.accessTokenMinutes,
    config.refreshTokenDays,
  );
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);
  app.decorate("tokens", tokens);
  app.decorate("resources", new ResourceRegistry());
  app.decorate("mailer", new Mailer(database.db, app.log, config.smtpUrl, config.mailFrom));
  app.decorate("files", new FileStore(join(config.dataDir, "files")));
  app.addHook("onClose", async () => app.mailer.close());
  // Uploads are checked by content in FileStore; this bounds what is read at all.
  await app.register(multipart, { limits: { fileSize: 10 * 1_048_576, files: 1, fields: 20 } });

  app.addHook("onSend", async (request, reply) => {
    reply.header("X-Request-Id", request.id);
    if (request.protocol === "https")
      reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  });
  await app.register(helmet, {
    hsts: false,
    frameguard: { action: "deny" },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        // The broadcast page embeds the live stream from these players.
        frameSrc: [
          "'self'",
          "https://www.youtube.com",
          "https://www.youtube-nocookie.com",
          "https://player.vimeo.com",
          "https://vimeo.com",
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // Installations often run on plain HTTP inside a church network.
        upgradeInsecureRequests: null,
      },
    },
  });
  installErrorHandler(app);
  requireAccessDeclarations(app);
  enforceAccess(app, tokens);
  await installOpenApi(app);
  await registerModules(app, app.resources);
  await installWebApp(app, webDistDir);
  return app;
}
