import { sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import type { Db } from "../db/client";
import { rateLimits } from "../db/tables";
import type { Clock } from "./clock";

/** A store of bounded sets: `admit` adds a member unless the key's set is full, and says whether it is in. */
interface SetStore {
  admit(key: string, member: string): Promise<boolean>;
}

/** Sets in this process (the embedded database's single process). */
class MemorySets implements SetStore {
  private readonly sets = new Map<string, { members: Set<string>; until: number }>();
  private lastSweep = 0;

  constructor(
    private readonly clock: Clock,
    private readonly most: number,
    private readonly ms: number,
  ) {}

  async admit(key: string, member: string): Promise<boolean> {
    const now = this.clock.now().getTime();
    this.sweep(now);
    let set = this.sets.get(key);
    if (!set || set.until <= now) {
      set = { members: new Set(), until: now + this.ms };
      this.sets.set(key, set);
    }
    if (set.members.has(member)) return true;
    if (set.members.size >= this.most) return false;
    set.members.add(member);
    return true;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, set] of this.sets) if (set.until <= now) this.sets.delete(key);
  }
}

// A member already in, or room for one more: in one step, so parallel calls cannot overfill it.
const REDIS_ADMIT = `
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return 1 end
if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('SADD', KEYS[1], ARGV[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return 1`;

/** Sets in Redis, shared by every instance; while Redis is away each instance keeps its own. */
class RedisSets implements SetStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly most: number,
    private readonly ms: number,
    private readonly fallback: SetStore,
  ) {}

  async admit(key: string, member: string): Promise<boolean> {
    if (this.redis.status !== "ready") return this.fallback.admit(key, member);
    try {
      const answer = await this.redis.eval(
        REDIS_ADMIT,
        1,
        `${this.prefix}:${key}`,
        member,
        this.most,
        this.ms,
      );
      return Number(answer) === 1;
    } catch {
      return this.fallback.admit(key, member);
    }
  }
}

/**
 * Sets in the rate-limit table, shared by every instance: a row per member and a row counting
 * them. One statement admits a member already known, or counts a new one while the count is
 * under the bound (the count row's lock orders parallel calls) and then adds it. The table's
 * sweep deletes both kinds of rows once expired.
 */
class DatabaseSets implements SetStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly name: string,
    private readonly most: number,
    private readonly ms: number,
  ) {}

  async admit(key: string, member: string): Promise<boolean> {
    const now = this.clock.now();
    const nowSql = sql`${now.toISOString()}::timestamptz`;
    const until = sql`${new Date(now.getTime() + this.ms).toISOString()}::timestamptz`;
    const memberKey = `${this.name}:member:${key}|${member}`;
    const countKey = `${this.name}:count:${key}`;
    const result = await this.db.execute(sql`
      with known as (
        select 1 from ${rateLimits} where key = ${memberKey} and expires_at > ${nowSql}
      ), counted as (
        insert into ${rateLimits} (key, points, expires_at)
        select ${countKey}, 1, ${until} where not exists (select 1 from known)
        on conflict (key) do update set
          points = case when ${rateLimits.expires_at} <= ${nowSql} then 1 else ${rateLimits.points} + 1 end,
          expires_at = case when ${rateLimits.expires_at} <= ${nowSql} then excluded.expires_at else ${rateLimits.expires_at} end
        where ${rateLimits.expires_at} <= ${nowSql} or ${rateLimits.points} < ${this.most}
        returning 1
      ), joined as (
        insert into ${rateLimits} (key, points, expires_at)
        select ${memberKey}, 1, ${until} from counted
        on conflict (key) do update set points = 1, expires_at = excluded.expires_at
        returning 1
      )
      select (exists (select 1 from known) or exists (select 1 from joined)) as admitted`);
    const rows = (result as unknown as { rows: { admitted: boolean }[] }).rows;
    return rows[0]?.admitted === true;
  }
}

/** Answers this instance keeps (a visitor's later calls ask the store nothing). */
const REMEMBERED = 20_000;

/**
 * At most `most` distinct members per key within a window (the visitors of an address on one
 * day): a member already in is admitted again, a new one only while there is room. In the
 * installation's rate-limit store, so every instance shares the sets. Each instance remembers
 * its answers for the window: a member in stays in, and a set that was full stays full, until
 * the window ends.
 */
export class DistinctLimit {
  private readonly known = new Map<string, { admitted: boolean; until: number }>();

  constructor(
    private readonly store: SetStore,
    private readonly clock: Clock,
    private readonly ms: number,
  ) {}

  /** Whether `member` is (now) one of the members of `key`. */
  async admit(key: string, member: string): Promise<boolean> {
    const now = this.clock.now().getTime();
    const id = `${key}|${member}`;
    const known = this.known.get(id);
    if (known && known.until > now) return known.admitted;
    const admitted = await this.store.admit(key, member);
    if (this.known.size >= REMEMBERED) this.known.clear();
    this.known.set(id, { admitted, until: now + this.ms });
    return admitted;
  }
}

/** The set store of the installation's rate-limit store. */
export function distinctLimit(
  store: "memory" | "redis" | "database",
  deps: { db: Db; clock: Clock; redis?: Redis; prefix?: string },
  name: string,
  most: number,
  seconds: number,
): DistinctLimit {
  const ms = seconds * 1000;
  const memory = new MemorySets(deps.clock, most, ms);
  const sets =
    store === "memory"
      ? memory
      : store === "redis" && deps.redis
        ? new RedisSets(deps.redis, `${deps.prefix ?? "cm"}:${name}`, most, ms, memory)
        : new DatabaseSets(deps.db, deps.clock, name, most, ms);
  return new DistinctLimit(sets, deps.clock, ms);
}
