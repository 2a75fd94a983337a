import { isIP } from "node:net";
import { resolve } from "node:path";
import { z } from "zod";

const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"])
    .optional()
    .transform((v) => (v === undefined ? fallback : ["true", "1", "yes"].includes(v)));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres://")
    .optional(),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL must start with redis:// or rediss://")
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,40}$/, "REDIS_PREFIX: letters, digits and : . - _")
    .default("cm"),
  FILE_STORE: z.enum(["local", "database"]).optional(),
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  MIGRATE_ON_START: flag(true),
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).default(15),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).default(30),
  TRACKING_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(6_000),
  TRACKING_VISITORS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  // The default depends on the database (see loadConfig).
  SEED_DEMO: z.enum(["true", "false", "1", "0", "yes", "no"]).optional(),
  /** Browser tests only: the server's time can be moved forward through a test route. */
  TEST_CLOCK: z.enum(["true", "false", "1", "0"]).optional(),
  DEMO_PASSWORD: z.string().min(8).default("Sunday-Service-2026"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.string().optional(),
  ALLOWED_HOSTS: z.string().default("localhost,127.0.0.1,::1"),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().default("Church Management <no-reply@localhost>"),
  PUBLIC_URL: z.url("PUBLIC_URL must be a full address such as https://church.example.org").optional(),
});

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  accessTokenMinutes: number;
  refreshTokenDays: number;
  seedDemo: boolean;
  /** A movable clock and its test route (browser tests on the embedded database only). */
  testClock: boolean;
  demoPassword: string;
  logLevel: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses (CIDR or names such as loopback). */
  trustProxy: false | number | string[];
  /** Hosts a request may name to get links to itself when PUBLIC_URL is not set. */
  allowedHosts: string[];
  bodyLimit: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Address of the site in e-mailed links and payment return addresses (required with DATABASE_URL). */
  publicUrl: string | undefined;
  /** Redis for the shared rate limits (REDIS_URL). */
  redisUrl: string | undefined;
  /** Prefix of this installation's keys in Redis. */
  redisPrefix: string;
  /** Where rate-limit counters live: Redis, PostgreSQL (shared by every instance) or this process. */
  rateLimitStore: "redis" | "database" | "memory";
  /** Campaign tracking calls one address may make a minute (many visitors share a network's address). */
  trackingLimitPerMinute: number;
  /**
   * Distinct visitors whose campaign views, clicks and shares count from one address a day; calls
   * naming further visitors are answered but not counted (made-up visitor ids inflate nothing).
   */
  trackingVisitorsPerAddress: number;
  /** Where uploaded files live: the data folder, or a table every instance reads. */
  fileStore: "local" | "database";
  /** Bearer token that opens /api/metrics to a scraper that is not on this machine. */
  metricsToken: string | undefined;
  /** Apply pending migrations at start-up (under a lock); false when a deployment runs `npm run migrate` first. */
  migrateOnStart: boolean;
};

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY: unset or `false` trusts no proxy; a whole number trusts that many hops in front of
 * the server; otherwise a comma-separated list of the proxies' addresses or CIDR ranges (and the
 * names loopback, linklocal, uniquelocal). `true` would trust any address a client writes in
 * X-Forwarded-For, so it is refused.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const v = value?.trim() ?? "";
  if (v === "" || v === "false") return false;
  if (v === "true")
    throw new Error(
      "Invalid configuration:\n  TRUST_PROXY: true would trust every address a client sends. Name the proxy's addresses (TRUST_PROXY=127.0.0.1) or the number of proxies in front (TRUST_PROXY=1).",
    );
  if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
  const entries = v
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !PROXY_NAMES.has(e) && !isIP(e.split("/")[0] ?? ""));
  if (bad.length)
    throw new Error(
      `Invalid configuration:\n  TRUST_PROXY: not an address, a CIDR range or a hop count: ${bad.join(", ")}`,
    );
  return entries;
}

/**
 * What a command that only opens the database needs (migrations, the first super admin): the
 * PostgreSQL address, or the data folder of the embedded database.
 */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): {
  databaseUrl: string | undefined;
  dataDir: string;
} {
  const parsed = envSchema.pick({ DATABASE_URL: true, DATA_DIR: true }).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return { databaseUrl: parsed.data.DATABASE_URL, dataDir: resolve(parsed.data.DATA_DIR) };
}

/** The Redis address alone, for the tests that use Redis when it is configured. */
export const redisUrlFromEnv = (env: NodeJS.ProcessEnv = process.env): string | undefined =>
  envSchema.shape.REDIS_URL.parse(env.REDIS_URL);

/** The PostgreSQL address alone, for the tests that choose their database by it. */
export const databaseUrlFromEnv = (env: NodeJS.ProcessEnv = process.env): string | undefined =>
  envSchema.shape.DATABASE_URL.parse(env.DATABASE_URL);

/** Parses the environment once; the only place that reads process.env. Fails loudly on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.DATABASE_URL && !e.PUBLIC_URL)
    throw new Error(
      "Invalid configuration:\n  PUBLIC_URL: required with DATABASE_URL. Links in e-mails and payment return addresses are built from it (for example https://church.example.org).",
    );
  if (e.DATABASE_URL && (e.TEST_CLOCK === "true" || e.TEST_CLOCK === "1"))
    throw new Error("Invalid configuration:\n  TEST_CLOCK: only for browser tests on the embedded database.");
  if (e.DATABASE_URL && !e.JWT_SECRET)
    throw new Error(
      "Invalid configuration:\n  JWT_SECRET: required with DATABASE_URL. Every instance of the API must sign and check sign-in tokens with the same secret; set one of at least 32 random characters (for example the output of `openssl rand -hex 32`).",
    );
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    accessTokenMinutes: e.ACCESS_TOKEN_MINUTES,
    refreshTokenDays: e.REFRESH_TOKEN_DAYS,
    // The demo organisation belongs to the embedded database; a server database gets it only when asked.
    seedDemo: e.SEED_DEMO === undefined ? !e.DATABASE_URL : ["true", "1", "yes"].includes(e.SEED_DEMO),
    testClock: e.TEST_CLOCK === "true" || e.TEST_CLOCK === "1",
    demoPassword: e.DEMO_PASSWORD,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    allowedHosts: e.ALLOWED_HOSTS.split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    bodyLimit: e.BODY_LIMIT_BYTES,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ""),
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    rateLimitStore: e.REDIS_URL ? "redis" : e.DATABASE_URL ? "database" : "memory",
    fileStore: e.FILE_STORE ?? (e.DATABASE_URL ? "database" : "local"),
    metricsToken: e.METRICS_TOKEN,
    migrateOnStart: e.MIGRATE_ON_START,
    trackingLimitPerMinute: e.TRACKING_LIMIT_PER_MINUTE,
    trackingVisitorsPerAddress: e.TRACKING_VISITORS_PER_ADDRESS,
  };
}
