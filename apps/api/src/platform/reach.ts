import { msg, reachOf } from "@cm/contracts";
import { type AnyColumn, and, eq, isNull, or, SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { churches, regions } from "../db/tables";
import type { Principal } from "./auth/principal";
import { notFound } from "./errors";

const nothing = sql`false`;
/** Conditions a reach made: a raw statement on a request path must hold one (`holdsReach`). */
const made = new WeakSet<SQL>();
const mark = (condition: SQL | undefined): SQL | undefined => {
  if (condition) made.add(condition);
  return condition;
};
/** A church id, or the placeholder of a statement rendered once for any church (see `templated`). */
type ChurchId = number | ReturnType<typeof sql.placeholder>;
const TEMPLATE_CHURCH = "reach_church";
// Only this file holds the key the constructor asks for, and the builder the class hands out.
const KEY = Symbol("reach");
let build: (state: State) => Reach;

type State =
  | { kind: "nation" }
  | { kind: "region"; region: number }
  /** `region`: the church's region when known (a local user's), else looked up with the church. */
  | { kind: "church"; church: ChurchId; region?: number | null; onlyInRegion?: number }
  /** A caller who reaches nothing (a regional role without a region, no caller at all). */
  | { kind: "none" };

/** How a caller asks for their reach: all of it, one church of it, or one region of it. */
export type ReachOptions = {
  /** Narrow to one church; it must be within the caller's reach, else 404. */
  church?: number | null;
  /** Narrow to one region (ignored when a church is named); it must be within reach, else 404. */
  region?: number | null;
};

/**
 * Which churches a caller's figures, reports and queries cover: one church, one region's churches,
 * or the whole nation. Only the platform builds one, from the signed-in caller (`ctx.reach()`),
 * so a module cannot widen it: the constructor is private and takes a key this file keeps.
 * Its conditions scope any table with a church or a region column.
 */
export class Reach {
  readonly #state: State;

  private constructor(key: symbol, state: State) {
    if (key !== KEY) throw new Error("A reach is built by the platform from the caller");
    this.#state = state;
  }

  /** Whether the reach is the nation, one region, one church, or nothing. */
  get kind(): State["kind"] {
    return this.#state.kind;
  }

  /** The one church of a church reach, else null. */
  get church(): number | null {
    const s = this.#state;
    return s.kind === "church" && typeof s.church === "number" ? s.church : null;
  }

  /** The one region of a region reach, else null. */
  get region(): number | null {
    const s = this.#state;
    return s.kind === "region" ? s.region : null;
  }

  /** The condition a church column meets (undefined: every church, for the nation). */
  churchIn(column: AnyColumn | SQL): SQL | undefined {
    return mark(reachConditions.church(this.#state, column));
  }

  /** The condition a region column meets (a church reach: its church's region). */
  regionIn(column: AnyColumn | SQL): SQL | undefined {
    return mark(reachConditions.region(this.#state, column));
  }

  /**
   * National defaults or the church's own: a row whose church column is null is shared by every
   * church; any other must be in reach.
   */
  sharedOrOwn(column: AnyColumn | SQL): SQL | undefined {
    const own = this.churchIn(column);
    return own === undefined ? undefined : mark(or(isNull(column), own));
  }

  /**
   * This reach narrowed to one region's churches, without asking whether the region is in reach:
   * a region outside it leaves nothing (a filter that shows nothing of another region, where
   * `ctx.reach({ region })` would answer 404).
   */
  inRegion(region: number): Reach {
    const s = this.#state;
    switch (s.kind) {
      case "none":
        return this;
      case "nation":
        return new Reach(KEY, { kind: "region", region });
      case "region":
        return s.region === region ? this : new Reach(KEY, { kind: "none" });
      case "church":
        if (s.region !== undefined && s.region !== null)
          return s.region === region ? this : new Reach(KEY, { kind: "none" });
        return new Reach(KEY, { ...s, onlyInRegion: region });
    }
  }

  /**
   * For statements rendered once and run for many churches: this church reach with its church
   * as a placeholder, and the values that bind the placeholder to this church.
   */
  templated(): { reach: Reach; values: Record<string, unknown> } {
    const church = this.church;
    const s = this.#state;
    if (church === null || (s.kind === "church" && s.onlyInRegion !== undefined))
      throw new Error("Only a one-church reach can be templated");
    return {
      reach: new Reach(KEY, { kind: "church", church: sql.placeholder(TEMPLATE_CHURCH) }),
      values: { [TEMPLATE_CHURCH]: church },
    };
  }

  static {
    build = (state) => new Reach(KEY, state);
  }
}

/**
 * The SQL of each kind of reach. One object so that a test can sabotage the reach (make it return
 * no condition) and see the access matrix fail.
 */
export const reachConditions = {
  church(state: State, column: AnyColumn | SQL): SQL | undefined {
    switch (state.kind) {
      case "nation":
        return undefined;
      case "none":
        return nothing;
      case "church":
        if (state.onlyInRegion !== undefined)
          return sql`${column} in (select ${churches.id} from ${churches} where ${churches.id} = ${state.church} and ${churches.region} = ${state.onlyInRegion})`;
        return sql`${column} = ${state.church}`;
      case "region":
        return sql`${column} in (select ${churches.id} from ${churches} where ${churches.region} = ${state.region})`;
    }
  },
  region(state: State, column: AnyColumn | SQL): SQL | undefined {
    switch (state.kind) {
      case "nation":
        return undefined;
      case "none":
        return nothing;
      case "church":
        if (state.onlyInRegion !== undefined)
          return sql`${column} = ${state.onlyInRegion} and ${reachConditions.church(state, sql`${state.church}`)}`;
        if (state.region !== undefined && state.region !== null) return sql`${column} = ${state.region}`;
        return sql`${column} = (select ${churches.region} from ${churches} where ${churches.id} = ${state.church})`;
      case "region":
        return sql`${column} = ${state.region}`;
    }
  },
};

/** The reach a caller has by their role, before any narrowing. */
function baseState(p: Principal | null): State {
  if (!p) return { kind: "none" };
  const reach = reachOf(p.role);
  if (reach === "all") return { kind: "nation" };
  if (reach === "region") return p.region === null ? { kind: "none" } : { kind: "region", region: p.region };
  return p.church === null ? { kind: "none" } : { kind: "church", church: p.church, region: p.region };
}

/**
 * The condition a church or region column meets for a caller's whole reach: what the resource
 * mechanism narrows every list, detail and action to (`platform/tenancy.ts`).
 */
export function callerCondition(
  p: Principal,
  kind: "church" | "region",
  column: AnyColumn | SQL,
): SQL | undefined {
  return mark(reachConditions[kind](baseState(p), column));
}

/** Whether the caller reaches the whole nation (every condition of their reach is none). */
export const reachesNation = (p: Principal | null): boolean => baseState(p).kind === "nation";

/**
 * Whether a statement holds a condition a reach made (anywhere in it, a subquery included), or a
 * query the scoped data handle narrowed (`narrowed`).
 */
export function holdsReach(query: SQL, narrowed: WeakSet<object>): boolean {
  const seen = new Set<unknown>();
  const walk = (chunk: unknown): boolean => {
    if (chunk === null || typeof chunk !== "object" || seen.has(chunk)) return false;
    seen.add(chunk);
    if (made.has(chunk as SQL) || narrowed.has(chunk)) return true;
    if (Array.isArray(chunk)) return chunk.some(walk);
    if (chunk instanceof SQL) return chunk.queryChunks.some(walk);
    if (chunk instanceof SQL.Aliased) return walk(chunk.sql);
    return false;
  };
  return walk(query);
}

/**
 * The caller's reach, narrowed to a church or a region when asked. A church or region outside it
 * answers 404, as one named in a path would. `reachable` holds churches this request already
 * proved to be in reach (no second lookup).
 */
export async function reachOfCaller(
  db: Db | Tx,
  p: Principal | null,
  options: ReachOptions = {},
  reachable: Set<number> = new Set(),
): Promise<Reach> {
  const base = build(baseState(p));
  const { church, region } = options;
  if (church !== undefined && church !== null) {
    if (!reachable.has(church)) {
      if (!(await within(db, base, churches.id, churches, church)))
        throw notFound(msg("This church was not found."));
      reachable.add(church);
    }
    return build({ kind: "church", church });
  }
  if (region !== undefined && region !== null) {
    if (!(await within(db, base, regions.id, regions, region)))
      throw notFound(msg("This region was not found."));
    return build({ kind: "region", region });
  }
  return base;
}

/** Whether a church (or region) exists and is within a reach: one indexed lookup, none for its own church. */
async function within(
  db: Db | Tx,
  reach: Reach,
  id: typeof churches.id | typeof regions.id,
  table: typeof churches | typeof regions,
  value: number,
): Promise<boolean> {
  if (table === churches && reach.kind === "church") return reach.church === value;
  if (table === regions && reach.kind === "church") return false;
  const condition = table === churches ? reach.churchIn(id) : reach.regionIn(id);
  const found = await db
    .select({ id })
    .from(table)
    .where(and(eq(id, value), condition))
    .limit(1);
  return found.length > 0;
}
