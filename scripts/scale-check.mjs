// The client side of scripts/scale-check.sh: writes members through nginx for SCALE_SECONDS
// (retrying what fails, as a careful client does), then checks what the run promised. Prints a
// summary; exits 1 when a check fails.
import { randomBytes } from "node:crypto";
import pg from "pg";

const BASE = process.env.SCALE_BASE ?? "http://127.0.0.1:8088";
const INSTANCES = (process.env.SCALE_INSTANCES ?? "").split(",").filter(Boolean);
const DATABASE_URL = process.env.SCALE_DATABASE_URL;
const SECONDS = Number(process.env.SCALE_SECONDS ?? 60);
const PASSWORD = process.env.DEMO_PASSWORD ?? "Sunday-Service-2026";
const WORKERS = 8;
const MAX_TRIES = 40;
const RUN = randomBytes(3).toString("hex");
// A 1x1 PNG; the API re-encodes pictures as WebP.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (line) => console.log(`[driver] ${line}`);

/** One HTTP call; a network failure answers status 0 with the error. */
async function call(path, { method = "GET", token, json, body, headers = {}, base = BASE } = {}) {
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(json ? { "content-type": "application/json" } : {}),
      },
      body: json ? JSON.stringify(json) : body,
      signal: AbortSignal.timeout(15_000),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    let parsed = null;
    try {
      parsed = JSON.parse(bytes.toString());
    } catch {}
    return { status: res.status, json: parsed, bytes, type: res.headers.get("content-type") };
  } catch (error) {
    return { status: 0, error: error?.cause?.code ?? error?.name ?? String(error) };
  }
}

async function signIn(username, password, base = BASE) {
  for (let i = 0; i < 50; i++) {
    const res = await call("/api/auth/login/", { method: "POST", json: { username, password }, base });
    if (res.status === 200) return res.json.access;
    await sleep(200);
  }
  throw new Error(`cannot sign in as ${username}`);
}

const checks = [];
const check = (name, ok, detail) => {
  checks.push({ name, ok, detail });
  log(`${ok ? "ok  " : "FAIL"} ${name}${detail ? `: ${detail}` : ""}`);
};

async function writes(token) {
  const acknowledged = new Set();
  const failures = {};
  let next = 0;
  let requests = 0;
  let retried = 0;
  let unrecovered = 0;
  let byEarlierAttempt = 0;
  const end = Date.now() + SECONDS * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      const n = ++next;
      const email = `scale-${RUN}-${n}@example.org`;
      const member = {
        first_name: "Scale",
        last_name: `Check ${n}`,
        email,
        phone: `+1 555 ${RUN.length}${n}`,
      };
      let done = false;
      for (let attempt = 1; attempt <= MAX_TRIES && !done; attempt++) {
        requests += 1;
        const res = await call("/api/churches/members/", { method: "POST", token, json: member });
        if (res.status === 201) {
          acknowledged.add(email);
          done = true;
        } else if (res.status === 400 && attempt > 1 && res.json?.email) {
          // An earlier attempt was written, but its answer was lost with the process that wrote it.
          acknowledged.add(email);
          byEarlierAttempt += 1;
          done = true;
        } else {
          const why = res.status || res.error;
          failures[why] = (failures[why] ?? 0) + 1;
          retried += 1;
          await sleep(Math.min(2_000, 50 * attempt));
        }
      }
      if (!done) unrecovered += 1;
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return { acknowledged, requests, retried, unrecovered, byEarlierAttempt, failures };
}

async function main() {
  const token = await signIn("local_admin", PASSWORD);
  log(`signed in; ${WORKERS} writers for ${SECONDS} s through ${BASE}`);
  const w = await writes(token);
  log(
    `${w.acknowledged.size} members acknowledged (${w.byEarlierAttempt} by a retry finding the first attempt written), ` +
      `${w.requests} requests, ${w.retried} retried (${JSON.stringify(w.failures)}), ${w.unrecovered} not recovered`,
  );

  // The checks below talk to each instance: wait until the one restarted last is back.
  for (const base of INSTANCES) {
    for (let i = 0; i < 120 && (await call("/api/health/ready", { base })).status !== 200; i++)
      await sleep(250);
  }

  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const { rows } = await db.query("select email from members where email like $1", [`scale-${RUN}-%`]);
  await db.end();
  const stored = new Set(rows.map((r) => r.email));
  const missing = [...w.acknowledged].filter((e) => !stored.has(e));
  check(
    "every acknowledged write is in the database",
    missing.length === 0,
    `${w.acknowledged.size} acknowledged, ${stored.size} stored, ${missing.length} missing`,
  );
  check(
    "no request failed that a retry did not recover",
    w.unrecovered === 0,
    `${w.retried} retries, ${w.unrecovered} unrecovered`,
  );
  check(
    "writes kept flowing",
    w.acknowledged.size > SECONDS * 10,
    `${Math.round(w.acknowledged.size / SECONDS)} writes/s`,
  );

  // A picture uploaded through nginx, read back from each instance directly.
  const boundary = `----scale${RUN}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="profile_picture"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
  const upload = await call("/api/user-profile/update_profile/", {
    method: "PATCH",
    token,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([Buffer.from(head), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  const url = upload.json?.profile_picture;
  const served = await Promise.all(INSTANCES.map((base) => call(url ?? "/none", { base })));
  check(
    "an uploaded picture is served by both instances",
    upload.status === 200 &&
      served.length === 2 &&
      served.every((s) => s.status === 200 && s.type === "image/webp" && s.bytes.equals(served[0].bytes)),
    `upload ${upload.status}, ${served.map((s, i) => `${INSTANCES[i]} ${s.status} ${s.type}`).join(", ")}`,
  );

  // Wrong passwords for one account, alternating between the instances: ten get through.
  const statuses = [];
  for (let i = 0; i < 12; i++) {
    const res = await call("/api/auth/login/", {
      method: "POST",
      json: { username: "viewer", password: `wrong-${i}` },
      base: INSTANCES[i % INSTANCES.length],
    });
    statuses.push(res.status);
  }
  const right = await Promise.all(
    INSTANCES.map((base) =>
      call("/api/auth/login/", { method: "POST", json: { username: "viewer", password: PASSWORD }, base }),
    ),
  );
  check(
    "the sign-in limit holds across instances",
    statuses.slice(0, 10).every((s) => s === 401) &&
      statuses.slice(10).every((s) => s === 429) &&
      right.every((r) => r.status === 429),
    `wrong passwords: ${statuses.join(" ")}; then the right one on each instance: ${right.map((r) => r.status).join(" ")}`,
  );

  const throughProxy = await call("/api/metrics");
  const direct = await call("/api/metrics", { base: INSTANCES[0] });
  check(
    "metrics on each instance, not through the site",
    throughProxy.status === 404 &&
      direct.status === 200 &&
      direct.bytes.toString().includes("http_requests_total"),
    `through nginx ${throughProxy.status}, on the instance ${direct.status}`,
  );

  const failed = checks.filter((c) => !c.ok);
  console.log(
    JSON.stringify(
      {
        run: RUN,
        seconds: SECONDS,
        writes: w.acknowledged.size,
        requests: w.requests,
        retried: w.retried,
        failures: w.failures,
        unrecovered: w.unrecovered,
        checks,
      },
      null,
      2,
    ),
  );
  process.exit(failed.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
