import { msg, todayIso } from "@cm/contracts";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { campaignDailyStats, campaigns, campaignVisits } from "../../db/tables";
import type { Clock } from "../../platform/clock";
import type { DistinctLimit } from "../../platform/distinct-limits";
import { AppError, tooManyRequests } from "../../platform/errors";
import { BatchedRateLimit } from "../../platform/rate-limits";
import type { Data } from "../../platform/resources/scoped-data";
import { systemContext } from "../../platform/system-context";

export type TrackKind = "impression" | "click" | "share";
type Visit = { campaign: number; church: number; day: string; kind: TrackKind; visitor: string };
type Shown = { church: number; status: string; starts_at: string | null; ends_at: string | null; at: number };

/** How long a campaign's status is trusted before it is read again (review actions forget it at once). */
const STATUS_MS = 5_000;
/** A batch is written at least this often, or sooner once it holds `BATCH_SIZE` visits. */
const FLUSH_MS = 200;
const BATCH_SIZE = 1_000;
const COLUMN = { impression: "impressions", click: "clicks", share: "shares" } as const;
/** An address's visitors are counted per calendar day (the day is in the key); a set lasts a day. */
const VISITOR_WINDOW_SECONDS = 86_400;

/**
 * Counts impressions, clicks and shares of ACTIVE campaigns without one database write per call:
 * visits wait in memory and are written in batches. A visitor counts once per campaign, kind and
 * day: twice in one batch is dropped here, across batches the visits' primary key drops it, and
 * only visits that were new are added to the daily figures, in the same transaction. `close`
 * writes what waits, so a clean shutdown loses nothing.
 */
export class CampaignTracker {
  private pending = new Map<string, Visit>();
  private shown = new Map<number, Shown>();
  private writing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  /**
   * `perAddress` limits the calls of an address, `visitorsPerAddress` the visitors an address's
   * calls count for in a day; both shared by every instance through the rate-limit store.
   */
  constructor(
    private readonly db: Data,
    private readonly clock: Clock,
    private readonly perAddress: BatchedRateLimit,
    private readonly visitorsPerAddress: DistinctLimit,
  ) {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  /** Counts one call from an address; refuses with 429 past the address's limit. */
  async admit(address: string): Promise<void> {
    const wait = await this.perAddress.take(address);
    if (wait > 0)
      throw tooManyRequests(msg("Too many tracking calls from this address. Please wait a moment."), wait);
  }

  /**
   * Records a visit of an ACTIVE campaign shown today; anything else is a 400 on `campaign`. A
   * visitor beyond the address's daily number of visitors is answered alike but not counted: one
   * address naming made-up visitors cannot inflate the figures, and the public site sees no error.
   */
  async record(campaign: number, kind: TrackKind, visitor: string, address: string): Promise<void> {
    const now = this.clock.now();
    const day = todayIso(now);
    const state = await this.stateOf(campaign, now.getTime());
    const live =
      state?.status === "ACTIVE" &&
      (state.starts_at === null || state.starts_at <= day) &&
      (state.ends_at === null || state.ends_at >= day);
    if (!state || !live)
      throw new AppError(
        400,
        "campaign_not_active",
        msg("This campaign is not running, so nothing was counted."),
      );
    if (!(await this.visitorsPerAddress.admit(`${address}|${day}`, visitor))) return;
    const key = `${campaign}|${day}|${kind}|${visitor}`;
    if (!this.pending.has(key)) this.pending.set(key, { campaign, church: state.church, day, kind, visitor });
    if (this.pending.size >= BATCH_SIZE) void this.flush();
  }

  /** Drops what is known of a campaign's status (after a review action changed it). */
  forget(campaign: number): void {
    this.shown.delete(campaign);
  }

  private async stateOf(campaign: number, at: number): Promise<Shown | undefined> {
    const known = this.shown.get(campaign);
    if (known && at - known.at < STATUS_MS) return known;
    const [row] = await this.db
      .select({
        church: campaigns.church,
        status: campaigns.status,
        starts_at: campaigns.starts_at,
        ends_at: campaigns.ends_at,
      })
      .from(campaigns)
      .where(eq(campaigns.id, campaign));
    if (!row) {
      this.shown.delete(campaign);
      return undefined;
    }
    const state = { ...row, at };
    this.shown.set(campaign, state);
    return state;
  }

  /** Writes the waiting visits (batches one after another) and the calls counted against the limit. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.writeBatch()).catch(() => undefined);
    return Promise.all([this.writing, this.perAddress.sync()]).then(() => undefined);
  }

  private async writeBatch(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    try {
      await this.db.transaction(async (tx) => {
        const added = await tx
          .insert(campaignVisits)
          .values(batch.map(({ church: _church, ...v }) => v))
          .onConflictDoNothing()
          .returning({
            campaign: campaignVisits.campaign,
            day: campaignVisits.day,
            kind: campaignVisits.kind,
          });
        const churchOf = new Map(batch.map((v) => [v.campaign, v.church]));
        const sums = new Map<
          string,
          { campaign: number; day: string; impressions: number; clicks: number; shares: number }
        >();
        for (const v of added) {
          const key = `${v.campaign}|${v.day}`;
          const sum = sums.get(key) ?? {
            campaign: v.campaign,
            day: v.day,
            impressions: 0,
            clicks: 0,
            shares: 0,
          };
          sum[COLUMN[v.kind]] += 1;
          sums.set(key, sum);
        }
        if (sums.size === 0) return;
        await tx
          .insert(campaignDailyStats)
          .values([...sums.values()].map((s) => ({ ...s, church: churchOf.get(s.campaign) ?? 0 })))
          .onConflictDoUpdate({
            target: [campaignDailyStats.campaign, campaignDailyStats.day],
            set: {
              impressions: sql`${campaignDailyStats.impressions} + excluded.impressions`,
              clicks: sql`${campaignDailyStats.clicks} + excluded.clicks`,
              shares: sql`${campaignDailyStats.shares} + excluded.shares`,
            },
          });
      });
    } catch (error) {
      // Put the batch back so the next write tries again; nothing counted is dropped.
      for (const v of batch) {
        const key = `${v.campaign}|${v.day}|${v.kind}|${v.visitor}`;
        if (!this.pending.has(key)) this.pending.set(key, v);
      }
      throw error;
    }
  }

  /** Stops the timer and writes what waits. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
    await this.flush();
    await this.perAddress.close();
  }
}

declare module "fastify" {
  interface FastifyInstance {
    campaignTracker: CampaignTracker;
  }
}

/** Installs the tracker; the server writes its waiting visits before the database closes. */
export async function campaignTrackerModule(app: FastifyInstance): Promise<void> {
  const perAddress = new BatchedRateLimit(
    app.rateLimits.limit("campaign-tracking:address", app.config.trackingLimitPerMinute, 60),
    app.clock,
  );
  const visitors = app.rateLimits.distinct(
    "campaign-tracking:visitors",
    app.config.trackingVisitorsPerAddress,
    VISITOR_WINDOW_SECONDS,
  );
  const tracker = new CampaignTracker(
    systemContext(app, "marketing.campaign-tracking").data,
    app.clock,
    perAddress,
    visitors,
  );
  app.decorate("campaignTracker", tracker);
  app.addHook("preClose", async () => {
    await tracker.flush();
  });
  app.addHook("onClose", async () => {
    await tracker.close();
  });
}
