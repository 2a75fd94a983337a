import autocannon from "autocannon";

export type Figure = {
  backend: string;
  endpoint: string;
  requests_per_s: number;
  p50_ms: number;
  p99_ms: number;
  requests: number;
  non2xx: number;
  errors: number;
};

export const CONNECTIONS = 10;

/** A write to load instead of a GET: its method and a fresh JSON body for every request. */
export type Write = {
  method: "POST" | "PUT" | "PATCH";
  body: () => unknown;
  /** A path for each request (several rows in turn, so writes do not all wait on one row's lock). */
  path?: () => string;
};

/** One autocannon run; `seconds` bounds it, so it always ends. */
function fire(url: string, token: string, seconds: number, write?: Write) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, ...(write ? { "content-type": "application/json" } : {}) },
    ...(write
      ? {
          requests: [
            {
              method: write.method,
              setupRequest: (req: autocannon.Request) => ({
                ...req,
                ...(write.path ? { path: write.path() } : {}),
                body: JSON.stringify(write.body()),
              }),
            },
          ],
        }
      : {}),
    // A stuck request counts as an error after 10 s instead of holding a connection forever.
    timeout: 10,
  });
}

/**
 * Loads one endpoint: a short warm-up (JIT, PostgreSQL's plan and buffer caches, pool
 * connections) whose figures are dropped, then the measured run.
 */
export async function load(
  backend: string,
  base: string,
  path: string,
  token: string,
  seconds: number,
  write?: Write,
): Promise<Figure> {
  const url = `${base}${path}`;
  await fire(url, token, Math.min(3, seconds), write);
  const r = await fire(url, token, seconds, write);
  return {
    backend,
    endpoint: `${write?.method ?? "GET"} ${path}`,
    requests_per_s: Math.round(r.requests.average),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    // Timeouts are reported apart from connection errors; both mean a request got no answer.
    errors: r.errors + r.timeouts,
  };
}

/** The figures as an aligned text table. */
export function table(figures: Figure[]): string {
  const head = ["backend", "endpoint", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors"];
  const rows = figures.map((f) => [
    f.backend,
    f.endpoint,
    String(f.requests_per_s),
    String(f.p50_ms),
    String(f.p99_ms),
    String(f.non2xx),
    String(f.errors),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
