import { sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import type { Db, Tx } from "../db/client";
import { rateLimits } from "../db/tables";
import type { Clock } from "./clock";
import { type DistinctLimit, distinctLimit } from "./distinct-limits";
import { tooManyRequests } from "./errors";
import { connectionOf, type Data, isData } from "./resources/scoped-data";

/** Where counters live: this process (embedded database), Redis, or PostgreSQL. */
export type RateLimitStore = "memory" | "redis" | "database";

/** One counter per key and window: `hit` counts points (one unless told) and answers the points used and the time left. */
interface Counter {
  hit(key: string, conn?: Db | Tx, points?: number): Promise<{ used: number; msLeft: number }>;
  giveBack(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/** rate-limiter-flexible's memory or Redis limiter (a refusal arrives as a rejection). */
function flexibleCounter(limiter: RateLimiterAbstract): Counter {
  return {
    hit: (key, _conn, points = 1) =>
      limiter.consume(key, points).then(
        (res) => ({ used: res.consumedPoints, msLeft: res.msBeforeNext }),
        (rejection: unknown) => {
          if (rejection instanceof RateLimiterRes)
            return { used: rejection.consumedPoints, msLeft: rejection.msBeforeNext };
          throw rejection;
        },
      ),
    giveBack: async (key) => {
      await limiter.reward(key, 1).catch(() => undefined);
    },
    clear: async (key) => {
      await limiter.delete(key).catch(() => undefined);
    },
  };
}

/** Expired counters are deleted at most this often by each instance. */
const SWEEP_MS = 10 * 60_000;

/**
 * Counters in a PostgreSQL table, shared by every instance. One upsert counts the point and
 * answers the count, so parallel attempts on several instances cannot all pass. Windows follow
 * the app's clock.
 */
class DatabaseCounter implements Counter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly name: string,
    private readonly seconds: number,
    private readonly sweep: () => void,
  ) {}

  async hit(key: string, conn: Db | Tx = this.db, points = 1) {
    const now = this.clock.now();
    const nowSql = sql`${now.toISOString()}::timestamptz`;
    const until = sql`${new Date(now.getTime() + this.seconds * 1000).toISOString()}::timestamptz`;
    const [row] = await conn
      .insert(rateLimits)
      .values({ key: `${this.name}:${key}`, points, expires_at: sql`${until}` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          points: sql`case when ${rateLimits.expires_at} <= ${nowSql} then ${points} else ${rateLimits.points} + ${points} end`,
          expires_at: sql`case when ${rateLimits.expires_at} <= ${nowSql} then ${until} else ${rateLimits.expires_at} end`,
        },
      })
      .returning({ points: rateLimits.points, expires_at: rateLimits.expires_at });
    this.sweep();
    return {
      used: row?.points ?? points,
      msLeft: (row?.expires_at.getTime() ?? now.getTime()) - now.getTime(),
    };
  }

  async giveBack(key: string) {
    await this.db.execute(sql`update ${rateLimits} set points = greatest(points - 1, 0)
      where key = ${`${this.name}:${key}`} and expires_at > ${this.clock.now().toISOString()}::timestamptz`);
  }

  async clear(key: string) {
    await this.db.execute(sql`delete from ${rateLimits} where key = ${`${this.name}:${key}`}`);
  }
}

/**
 * A limit of `points` per `seconds` per key. `take` counts first and then checks, in one step,
 * so parallel requests cannot all slip under the limit; `giveBack` returns a point when the
 * attempt turned out fine.
 */
export class RateLimit {
  constructor(
    readonly points: number,
    readonly seconds: number,
    private readonly counter: Counter,
  ) {}

  /**
   * Counts one attempt; answers the seconds to wait when the limit is used up, else 0. Inside a
   * transaction pass it: on PostgreSQL the count then commits (or rolls back) with the write it
   * guards, and PGlite, which serialises connections, would otherwise wait forever.
   */
  async take(key: string, conn?: Db | Tx | Data): Promise<number> {
    // The count is the installation's, whoever asks: kept on the request's connection itself.
    const { used, msLeft } = await this.counter.hit(key, conn && isData(conn) ? connectionOf(conn) : conn);
    return used > this.points ? Math.max(1, Math.ceil(msLeft / 1000)) : 0;
  }

  /** Adds points counted elsewhere (see `BatchedRateLimit`); answers the points used and the time left. */
  add(key: string, points: number): Promise<{ used: number; msLeft: number }> {
    return this.counter.hit(key, undefined, points);
  }

  giveBack(key: string): Promise<void> {
    return this.counter.giveBack(key);
  }

  clear(key: string): Promise<void> {
    return this.counter.clear(key);
  }
}

/**
 * The installation's rate limits, by name. With Redis or PostgreSQL every instance shares the
 * counters (a limit holds however requests are spread); in memory each process counts its own,
 * which is right only for the embedded database's single process.
 */
export class RateLimits {
  private readonly limits = new Map<string, RateLimit>();
  private readonly distincts = new Map<string, DistinctLimit>();
  private lastSweep = 0;

  constructor(
    readonly store: RateLimitStore,
    private readonly deps: { db: Db; clock: Clock; redis?: Redis; prefix?: string },
  ) {
    if (store === "redis" && !deps.redis) throw new Error("The Redis rate-limit store needs a Redis client");
  }

  /**
   * Waits (at most `ms`) for Redis to connect, so the first requests count in Redis rather than
   * in the per-instance fallback; false when it did not.
   */
  async ready(ms = 5_000): Promise<boolean> {
    const { redis } = this.deps;
    if (!redis || redis.status === "ready") return true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      timer.unref();
      redis.once("ready", () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  /** Disconnects from Redis, if used. */
  async close(): Promise<void> {
    if (this.deps.redis) await this.deps.redis.quit().catch(() => this.deps.redis?.disconnect());
  }

  /** The limit of this name (created on first use; the same name answers the same limit). */
  limit(name: string, points: number, seconds: number): RateLimit {
    const known = this.limits.get(name);
    if (known) return known;
    const limit = new RateLimit(points, seconds, this.counter(name, points, seconds));
    this.limits.set(name, limit);
    return limit;
  }

  /** At most `most` distinct members per key and window, in the same store (see DistinctLimit). */
  distinct(name: string, most: number, seconds: number): DistinctLimit {
    const known = this.distincts.get(name);
    if (known) return known;
    const limit = distinctLimit(this.store, this.deps, name, most, seconds);
    this.distincts.set(name, limit);
    return limit;
  }

  private counter(name: string, points: number, duration: number): Counter {
    const memory = () => new RateLimiterMemory({ keyPrefix: name, points, duration });
    if (this.store === "memory") return flexibleCounter(memory());
    if (this.store === "redis")
      return flexibleCounter(
        new RateLimiterRedis({
          storeClient: this.deps.redis,
          keyPrefix: `${this.deps.prefix ?? "cm"}:${name}`,
          points,
          duration,
          // While Redis is unreachable each instance counts alone rather than refusing sign-ins.
          insuranceLimiter: memory(),
          rejectIfRedisNotReady: true,
        }),
      );
    return new DatabaseCounter(this.deps.db, this.deps.clock, name, duration, () => this.sweep());
  }

  /** Deletes expired counters now and then (each instance at most every SWEEP_MS). */
  private sweep(): void {
    const now = this.deps.clock.now().getTime();
    if (now - this.lastSweep < SWEEP_MS) return;
    this.lastSweep = now;
    void this.deps.db
      .execute(sql`delete from ${rateLimits} where expires_at < ${new Date(now).toISOString()}::timestamptz`)
      .catch(() => undefined);
  }
}

/** Takes one attempt from each limit; a 429 with the longest wait when any is used up. */
export async function takeAll(limits: [RateLimit, string][], message: string): Promise<void> {
  const waits = await Promise.all(limits.map(([limit, key]) => limit.take(key)));
  const wait = Math.max(...waits);
  if (wait > 0) throw tooManyRequests(message, wait);
}

/**
 * A shared limit for hot public calls (campaign tracking), without a write to the store per call.
 * A key's first call, and its first call once what is known of it is older than `syncMs`, is
 * counted in the store at once, which answers what every instance has counted; the calls between
 * are counted here and added to the store in one write per key every `syncMs`. A call is refused
 * once the shared total known plus what this instance counted since passes the limit, so instances
 * share the limit, give or take what the others counted within one sync.
 */
export class BatchedRateLimit {
  private pending = new Map<string, number>();
  /** Calls on their way to the store in a sync: still this instance's until the store has them. */
  private sending = new Map<string, number>();
  private shared = new Map<string, { used: number; until: number; at: number }>();
  private syncing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly limit: RateLimit,
    private readonly clock: Clock,
    private readonly syncMs = 250,
  ) {
    this.timer = setInterval(() => void this.sync(), syncMs);
    this.timer.unref();
  }

  /** Counts one call of a key; answers the seconds to wait when the limit is used up, else 0. */
  async take(key: string): Promise<number> {
    const now = this.clock.now().getTime();
    const known = this.shared.get(key);
    if (!known || known.until <= now || now - known.at >= this.syncMs) {
      // Queued behind the batch writes: were it to pass one, the store's total would already hold
      // calls still counted here as on their way, and they would be counted twice.
      const added = this.syncing.then(() => this.limit.add(key, 1));
      this.syncing = added.then(
        () => undefined,
        () => undefined,
      );
      const { used, msLeft } = await added;
      this.shared.set(key, { used, until: now + msLeft, at: now });
      const waiting = (this.pending.get(key) ?? 0) + (this.sending.get(key) ?? 0);
      return used + waiting > this.limit.points ? Math.max(1, Math.ceil(msLeft / 1000)) : 0;
    }
    const pending = this.pending.get(key) ?? 0;
    if (known.used + pending + (this.sending.get(key) ?? 0) + 1 > this.limit.points)
      return Math.max(1, Math.ceil((known.until - now) / 1000));
    // Only this call is added to what waits: the calls on their way are counted where they are.
    this.pending.set(key, pending + 1);
    return 0;
  }

  /** Adds the calls counted here to the store, one write per key; syncs run one after another. */
  sync(): Promise<void> {
    this.syncing = this.syncing.then(() => this.writePending()).catch(() => undefined);
    return this.syncing;
  }

  private async writePending(): Promise<void> {
    const now = this.clock.now().getTime();
    for (const [key, { until }] of this.shared) if (until <= now) this.shared.delete(key);
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.sending = batch;
    await Promise.all(
      [...batch].map(async ([key, points]) => {
        try {
          const { used, msLeft } = await this.limit.add(key, points);
          this.shared.set(key, { used, until: now + msLeft, at: now });
        } catch {
          // The store is away: count them again at the next sync.
          this.pending.set(key, (this.pending.get(key) ?? 0) + points);
        } finally {
          batch.delete(key);
        }
      }),
    );
  }

  /** Stops the timer and writes what was counted. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.sync();
  }
}
