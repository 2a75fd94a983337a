import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/harness";

const TOKEN = "metrics-token-0123456789";
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { metricsToken: TOKEN } });
});
afterAll(() => t.close());

describe("health", () => {
  it("live answers while the process runs; ready once the database answers and is migrated", async () => {
    expect((await t.call({ method: "GET", url: "/api/health/live" })).json()).toEqual({ status: "ok" });
    const ready = await t.call({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ok", database: true, migrated: true });
  });

  it("ready answers 503 while the process shuts down, so the proxy stops sending to it", async () => {
    t.app.stopping = true;
    try {
      const ready = await t.call({ method: "GET", url: "/api/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: "unavailable", stopping: true });
      expect((await t.call({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
    } finally {
      t.app.stopping = false;
    }
  });
});

describe("metrics", () => {
  const scrape = (options: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
    t.call({ method: "GET", url: "/api/metrics", ...options });

  it("count requests by route and status, and report the outbox backlog and the database pool", async () => {
    await t.call({ method: "GET", url: "/api/health/live" });
    await t.call({ method: "GET", url: "/api/churches/members/" });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health\/live",status="200"\} \d+/);
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/churches\/members\/",status="401"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health\/live"/,
    );
    expect(text).toMatch(/mail_outbox_backlog\{state="queued"\} \d+/);
    expect(text).toContain("# TYPE scheduler_job_runs_total counter");
    if (t.database.kind === "postgres") expect(text).toMatch(/db_pool_connections\{state="max"\} \d+/);
    t.app.metrics.jobRan("subscriptions.expire", "skipped");
    expect((await scrape()).body).toContain(
      'scheduler_job_runs_total{job="subscriptions.expire",outcome="skipped"} 1',
    );
  });

  it("are served only to this machine directly, or with the metrics token", async () => {
    expect((await scrape({ remoteAddress: "203.0.113.9" })).statusCode).toBe(403);
    // Through a reverse proxy on this machine the request comes from loopback, but it is forwarded.
    expect((await scrape({ headers: { "x-forwarded-for": "203.0.113.9" } })).statusCode).toBe(403);
    const bearer = (token: string) => ({
      remoteAddress: "203.0.113.9",
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await scrape(bearer("not-the-token-000000"))).statusCode).toBe(403);
    expect((await scrape(bearer(TOKEN))).statusCode).toBe(200);
  });
});
