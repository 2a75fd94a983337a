// Campaign tracking and the public campaign list under load, against a running API on PostgreSQL
// (BENCH_URL, BENCH_DATABASE_URL: the server's database). Every impression names a new visitor, so
// every accepted call must be counted once: afterwards the stored figures are compared with the
// accepted calls. Start the server with TRACKING_LIMIT_PER_MINUTE and TRACKING_VISITORS_PER_ADDRESS
// raised (all the calls come from one address), then run `node bench/marketing/track.mjs` from the
// repository root.
import autocannon from "autocannon";
import pg from "pg";

const url = process.env.BENCH_URL ?? "http://127.0.0.1:4341";
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const db = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
await db.connect();

const shown = await (await fetch(`${url}/api/marketing/campaigns/active_campaigns/`)).json();
const campaign = shown[0]?.id;
if (!campaign) throw new Error("No running campaign: seed the demo data first");
const stored = async () =>
  Number(
    (
      await db.query(
        "select coalesce(sum(impressions), 0) as n from campaign_daily_stats where campaign_id = $1",
        [campaign],
      )
    ).rows[0].n,
  );

let visitor = 0;
const load = (duration, requests) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration, requests }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
const track = [
  {
    method: "POST",
    path: "/api/marketing/campaigns/track_impression/",
    headers: { "content-type": "application/json" },
    setupRequest: (req) => ({
      ...req,
      body: JSON.stringify({ campaign, visitor: `bench-${process.pid}-${++visitor}` }),
    }),
  },
];

const before = await stored();
const tracked = await load(seconds, track);
await new Promise((r) => setTimeout(r, 1500)); // the last batch is written within 200 ms
const after = await stored();
const accepted = tracked["2xx"];
const list = await load(seconds, [{ method: "GET", path: "/api/marketing/campaigns/active_campaigns/" }]);

const row = (name, r) => ({
  endpoint: name,
  "req/s": Math.round(r.requests.average),
  "p50 ms": r.latency.p50,
  "p99 ms": r.latency.p99,
  "non-2xx": r.non2xx,
  errors: r.errors,
});
console.table([row("track_impression", tracked), row("active_campaigns", list)]);
// autocannon stops counting at the deadline with up to one request per connection still in flight:
// those are answered and counted by the server too, so the stored figure may exceed the answers
// autocannon counted by at most the connections, and never the requests sent.
const counted = after - before;
const exact = counted >= accepted && counted <= accepted + 10 && counted <= visitor;
console.log(
  `answered 2xx ${accepted}, in flight at the deadline at most 10, sent ${visitor}, stored ${counted}: ${exact ? "no loss, no double count" : "MISMATCH"}`,
);
await db.end();
process.exitCode = exact ? 0 : 1;
