import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client";
import { forbidden } from "./errors";

declare module "fastify" {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** What the metrics read when scraped. */
export type MetricSources = {
  pool: Database["poolUse"];
  backlog: () => Promise<{ queued: number; retrying: number }>;
};

/**
 * Prometheus metrics of one instance (its own registry, so several apps in one process, as in
 * the tests, do not clash): requests by route and status with their durations, the database
 * pool, the outbox backlog, scheduled job runs, and Node's own figures.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<"method" | "route" | "status">;
  private readonly durations: Histogram<"method" | "route" | "status">;
  private readonly jobs: Counter<"job" | "outcome">;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by route and status",
      labelNames: ["method", "route", "status"],
      registers,
    });
    this.durations = new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer HTTP requests, by route and status",
      labelNames: ["method", "route", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.jobs = new Counter({
      name: "scheduler_job_runs_total",
      help: "Scheduled job runs on this instance, by job and outcome (ok, skipped: another instance ran it, failed)",
      labelNames: ["job", "outcome"],
      registers,
    });
    new Gauge({
      name: "db_pool_connections",
      help: "Database pool connections by state (PostgreSQL only): total, idle, waiting requests, max",
      labelNames: ["state"],
      registers,
      collect() {
        const use = sources.pool();
        if (!use) return;
        for (const [state, value] of Object.entries(use)) this.set({ state }, value);
      },
    });
    new Gauge({
      name: "mail_outbox_backlog",
      help: "E-mails waiting to be sent: queued, and failed ones to be retried",
      labelNames: ["state"],
      registers,
      async collect() {
        const backlog = await sources.backlog().catch(() => null);
        if (!backlog) return;
        this.set({ state: "queued" }, backlog.queued);
        this.set({ state: "retrying" }, backlog.retrying);
      },
    });
  }

  /** Records one answered request. */
  observe(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.durations.observe(labels, seconds);
  }

  /** Records one run of a scheduled job. */
  jobRan(job: string, outcome: "ok" | "skipped" | "failed"): void {
    this.jobs.inc({ job, outcome });
  }
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
const FORWARDING = ["x-forwarded-for", "forwarded", "x-real-ip"];

/**
 * Metrics are for the operator: a scraper on this machine (a direct connection from loopback
 * that no proxy forwarded, so nothing reaching the site through a local reverse proxy
 * qualifies) or one that presents METRICS_TOKEN.
 */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization ?? "";
  if (token && header.startsWith("Bearer ")) {
    const given = Buffer.from(header.slice(7).trim());
    const wanted = Buffer.from(token);
    if (given.length === wanted.length && timingSafeEqual(given, wanted)) return true;
  }
  return LOOPBACK.has(request.socket.remoteAddress ?? "") && !FORWARDING.some((h) => h in request.headers);
}

/** Counts every answer and serves the metrics at /api/metrics. */
export function installMetrics(
  app: FastifyInstance,
  sources: MetricSources,
  token: string | undefined,
): void {
  const metrics = new Metrics(sources);
  app.decorate("metrics", metrics);
  app.addHook("onResponse", async (request, reply) => {
    metrics.observe(
      request.method,
      request.routeOptions.url ?? "unmatched",
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  app.get("/api/metrics", {
    config: { access: "public" },
    schema: {
      tags: ["health"],
      summary: "Prometheus metrics (from this machine, or with the metrics token)",
      hide: true,
    },
    handler: async (request, reply) => {
      if (!mayScrape(request, token)) throw forbidden();
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  });
}
