import { randomUUID } from "node:crypto";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import { registerModules } from "./modules";
import { WEB_DIST_DIR } from "./paths";
import { enforceAccess, requireAccessDeclarations } from "./platform/auth/access";
import { loadJwtSecret } from "./platform/auth/jwt-secret";
import { SessionGuard } from "./platform/auth/sessions";
import { TokenService } from "./platform/auth/tokens";
import { type Clock, MovableClock, systemClock } from "./platform/clock";
import { openFileStore } from "./platform/file-stores";
import type { FileStore } from "./platform/files";
import { installCompression } from "./platform/http/compression";
import { installErrorHandler } from "./platform/http/error-handler";
import { guardInput } from "./platform/http/input-guard";
import { installOpenApi } from "./platform/http/openapi";
import { installSecurityHeaders } from "./platform/http/security-headers";
import { inlineScriptHashes, installWebApp } from "./platform/http/web-app";
import { installRequestLanguage } from "./platform/i18n";
import { Mailer } from "./platform/mail";
import { installMetrics } from "./platform/metrics";
import { RateLimits } from "./platform/rate-limits";
import { ResourceRegistry } from "./platform/resources/registry";
import { registerTestClock } from "./platform/test-clock";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    tokens: TokenService;
    resources: ResourceRegistry;
    mailer: Mailer;
    files: FileStore;
    rateLimits: RateLimits;
  }
}

export type AppOptions = {
  config: Config;
  database: Database;
  webDistDir?: string;
  /** The app's time; tests pass a clock they move. */
  clock?: Clock;
};

/** A hop count as the trust function Fastify's types accept: the nearest `n` hops are proxies. */
const trustedHops = (trust: Config["trustProxy"]) =>
  typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;

/** The rate-limit store of the configuration; a Redis client when it names Redis. */
function rateLimitsOf(config: Config, database: Database, clock: Clock): RateLimits {
  const redis =
    config.rateLimitStore === "redis" && config.redisUrl
      ? // Commands fail at once while Redis is away (the limits fall back to memory meanwhile).
        new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
  redis?.on("error", () => undefined);
  return new RateLimits(config.rateLimitStore, {
    db: database.db,
    clock,
    redis,
    prefix: config.redisPrefix,
  });
}

/** Builds the whole HTTP application on an open database; tests call this too. */
export async function buildApp({
  config,
  database,
  webDistDir = WEB_DIST_DIR,
  clock = systemClock,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ["req.headers.authorization", "req.headers.cookie"] },
    trustProxy: trustedHops(config.trustProxy),
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
    clock,
    new SessionGuard(database.db, clock),
  );
  app.decorate("clock", clock);
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);
  app.decorate("tokens", tokens);
  app.decorate("resources", new ResourceRegistry());
  app.decorate("mailer", new Mailer(database.db, app.log, clock, config.smtpUrl, config.mailFrom));
  app.decorate("files", openFileStore(config.fileStore, config.dataDir, database.db));
  app.decorate("rateLimits", rateLimitsOf(config, database, clock));
  if (!(await app.rateLimits.ready()))
    app.log.warn("Redis is not reachable yet: until it is, each instance counts rate limits on its own");
  app.addHook("onClose", async () => {
    await app.mailer.close();
    await app.rateLimits.close();
  });
  // Uploads are checked by content before they are stored; this bounds what is read at all.
  await app.register(multipart, { limits: { fileSize: 10 * 1_048_576, files: 1, fields: 20 } });

  app.addHook("onSend", async (request, reply) => {
    reply.header("X-Request-Id", request.id);
    if (request.protocol === "https")
      reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  });
  installSecurityHeaders(app, {
    hsts: false,
    frameguard: { action: "deny" },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(webDistDir).map((hash) => `'${hash}'`)],
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
  await installCompression(app);
  installErrorHandler(app);
  guardInput(app);
  requireAccessDeclarations(app);
  installRequestLanguage(app);
  enforceAccess(app, tokens);
  installMetrics(
    app,
    { pool: () => database.poolUse(), backlog: () => app.mailer.backlog() },
    config.metricsToken,
  );
  await installOpenApi(app);
  await registerModules(app, app.resources);
  if (config.testClock && clock instanceof MovableClock) registerTestClock(app, clock);
  await installWebApp(app, webDistDir);
  return app;
}
