import { reachOf } from "@cm/contracts";
import { type AnyColumn, and, eq, is, or, SQL, Subquery, sql, WithSubquery } from "drizzle-orm";
import { PgTable, PgTransaction } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { churches } from "../../db/tables";
import type { Principal } from "../auth/principal";
import { notFound } from "../errors";
import { holdsReach, reachesNation } from "../reach";
import { type Scope, scopeCondition } from "../tenancy";
import { type TableScopes, tableName } from "./table-scopes";

/**
 * The data a module reads and writes: Drizzle's builders and statements on the request's
 * connection (the write's transaction, else the database). On a request path it is the caller's
 * (`ctx.data`): every tenant-owned table a query names is narrowed to the caller's reach; from a
 * system context it is the database's, unnarrowed, for work with no caller (`systemContext(app,
 * use).data`). A module never holds the raw handle.
 */
export type Data = {
  /** `select(fields).from(table)`: the caller's reach is ANDed to the where of each table, and to each join's `on`. */
  readonly select: Db["select"];
  readonly selectDistinct: Db["selectDistinct"];
  readonly selectDistinctOn: Db["selectDistinctOn"];
  /** `insert(table).values(rows)`: a row of a church, region or owner outside the caller's reach answers 404. */
  readonly insert: Db["insert"];
  /** `update(table).set(values).where(...)`: only rows within reach change; moving one outside it answers 404. */
  readonly update: Db["update"];
  /** `delete(table).where(...)`: only rows within reach go. */
  readonly delete: Db["delete"];
  /**
   * A raw statement. On a request path it must hold a condition of a reach (`reach.churchIn(...)`,
   * `reach.regionIn(...)`, `reach.sharedOrOwn(...)`) or a query of this handle, unless the caller
   * reaches the whole nation: a statement that names no reach is refused.
   */
  readonly execute: Db["execute"];
  /**
   * A read's rows as the driver gives them, held to the reach as `execute` is: on the database a
   * named prepared statement (PostgreSQL parses it once per connection and may keep its plan),
   * in a transaction the statement itself.
   */
  rows(statement: SQL): Promise<Record<string, unknown>[]>;
  /**
   * For a raw statement: the condition that the rows of `table` are within the caller's reach,
   * ANDed with `conditions` (`where ${data.within(sessions, inArray(sessions.id, ids))}`).
   */
  within(table: PgTable, ...conditions: (SQL | undefined)[]): SQL;
  /** A transaction (a savepoint within a write's) whose data is narrowed as this one is. */
  transaction<T>(work: (data: Data) => Promise<T>): Promise<T>;
  /**
   * Holds an advisory lock on `(name, key)` until the transaction ends (rules that count rows
   * first); `shared` with other shared holders, else alone.
   */
  lock(name: string, key: number, mode?: "alone" | "shared"): Promise<void>;
};

/** The connection under a handle: for the platform only (the audit row, the write's own statements). */
const connections = new WeakMap<Data, Db | Tx>();
export function connectionOf(data: Data): Db | Tx {
  const conn = connections.get(data);
  if (!conn) throw new Error("Not a data handle");
  return conn;
}
const narrowings = new WeakMap<Data, Narrowing>();

/** Whether a connection a platform helper was given is a data handle (not the raw database). */
export const isData = (conn: object): conn is Data => connections.has(conn as Data);

/**
 * For the platform's own statements that write rows (a batched insert): refuses rows outside the
 * handle's reach, as its `insert` does, and answers the connection to write them on.
 */
export async function admittedConnection(
  data: Data,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
): Promise<Db | Tx> {
  await narrowings.get(data)?.admit(table, rows);
  return connectionOf(data);
}

/** Queries this module narrowed: a raw statement that embeds one is within reach. */
const narrowed = new WeakSet<object>();
const nothing = sql`false`;

type Narrowing = {
  /** The condition a table's rows meet for the caller (undefined: every row). */
  condition(source: unknown): SQL | undefined;
  /** Refuses (404) rows whose church, region or owner the caller does not reach. */
  admit(table: PgTable, rows: readonly Record<string, unknown>[]): Promise<void> | undefined;
  /** Whether a raw statement is within the caller's reach. */
  reached(query: SQL): boolean;
};

/** The column of a table (or an alias of it) named by a field. */
function columnIn(table: PgTable, field: string): AnyColumn {
  const column = (table as unknown as Record<string, AnyColumn | undefined>)[field];
  if (!column) throw new Error(`Table ${tableName(table)} has no column ${field}`);
  return column;
}

/** How a caller's reach narrows the tables a query names. */
function narrowingOf(
  conn: Db | Tx,
  scopes: TableScopes,
  principal: Principal | null,
  reachable: Set<number>,
): Narrowing {
  const reached = (query: SQL) => reachesNation(principal) || holdsReach(query, narrowed);
  const condition = (source: unknown): SQL | undefined => {
    // A subquery or a `with` built through this handle is narrowed already.
    if (is(source, Subquery) || is(source, WithSubquery)) return undefined;
    // A raw subquery is read when it holds the caller's reach (`within`, a reach's conditions).
    if (is(source, SQL) || is(source, SQL.Aliased)) {
      if (reached(is(source, SQL) ? source : source.sql)) return undefined;
      throw new Error("A raw subquery on a request path must hold the caller's reach");
    }
    if (!is(source, PgTable)) throw new Error("A query through the reach reads tables");
    const scope = scopes.of(source);
    if (scope.kind === "global") return undefined;
    if (!principal) return nothing;
    const regionField = scope.kind === "owner" ? scope.regionField : undefined;
    const own = scopeCondition(
      scope,
      columnIn(source, scope.field),
      principal,
      regionField ? columnIn(source, regionField) : undefined,
    );
    const regionToo = scopes.regionToo(source);
    if (!regionToo || own === undefined) return own;
    return or(
      own,
      scopeCondition({ kind: "region", field: regionToo }, columnIn(source, regionToo), principal),
    );
  };

  /** A church of the caller's region, looked up once per request. */
  const lookups = new Map<number, Promise<boolean>>();
  const inRegion = (church: number, region: number): Promise<boolean> => {
    const known = lookups.get(church);
    if (known) return known;
    const found = conn
      .select({ id: churches.id })
      .from(churches)
      .where(and(eq(churches.id, church), eq(churches.region, region)))
      .limit(1)
      .then((rows) => {
        if (rows.length > 0) reachable.add(church);
        return rows.length > 0;
      });
    lookups.set(church, found);
    return found;
  };

  /** Whether one row's tenant is within reach: at once, or (a church of a region) after a lookup. */
  const admits = (scope: Scope, row: Record<string, unknown>): boolean | Promise<boolean> => {
    if (scope.kind === "global") return true;
    if (!principal) return false;
    const value = row[scope.field];
    if (value === undefined) return true;
    const reach = reachOf(principal.role);
    if (reach === "all") return true;
    if (typeof value !== "number") return false;
    switch (scope.kind) {
      case "owner": {
        const region = scope.regionField ? row[scope.regionField] : undefined;
        return (
          value === principal.id || (reach === "region" && region === principal.region && region !== null)
        );
      }
      case "region":
        return value === principal.region;
      case "church":
        if (reach === "church") return value === principal.church;
        if (scope.field === "id" || principal.region === null) return false;
        return reachable.has(value) || inRegion(value, principal.region);
    }
  };

  return {
    condition,
    admit(table, rows) {
      const scope = scopes.of(table);
      if (scope.kind === "global" || reachesNation(principal)) return undefined;
      const answers = rows.map((row) => admits(scope, row));
      if (answers.includes(false)) throw notFound();
      const pending = answers.filter((a): a is Promise<boolean> => typeof a !== "boolean");
      if (pending.length === 0) return undefined;
      return Promise.all(pending).then((found) => {
        if (found.includes(false)) throw notFound();
      });
    },
    reached,
  };
}

/** Runs a read as a named prepared statement on the database (`Database.prepared`). */
type Prepared = (statement: SQL) => Promise<Record<string, unknown>[]>;
type Where = SQL | undefined;
/** The parts of Drizzle's builders the narrowing wraps (each returns the builder itself). */
type Narrowable = { where(condition: Where): unknown };
type Joinable = Narrowable & Record<(typeof JOINS)[number] | (typeof REFUSED_JOINS)[number], unknown>;

const JOINS = ["leftJoin", "innerJoin"] as const;
const REFUSED_JOINS = [
  "rightJoin",
  "fullJoin",
  "crossJoin",
  "leftJoinLateral",
  "innerJoinLateral",
  "crossJoinLateral",
] as const;

const refuseCallback = (condition: unknown): Where => {
  if (typeof condition === "function") throw new Error("Give a condition through the reach, not a callback");
  return condition as Where;
};

/** ANDs `base` to the builder's where, now and whenever a where is given. */
function narrowWhere<Q extends Narrowable>(query: Q, base: Where): Q {
  const where = query.where.bind(query);
  where(base);
  query.where = (condition: Where) => where(and(base, refuseCallback(condition)));
  narrowed.add(query);
  return query;
}

/** A select narrowed on its table and on each table it joins. */
function narrowSelect<Q extends Joinable>(query: Q, source: unknown, n: Narrowing): Q {
  narrowWhere(query, n.condition(source));
  for (const name of JOINS) {
    const join = (query[name] as (table: unknown, on: unknown) => unknown).bind(query);
    query[name] = (table: unknown, on: unknown) => join(table, and(refuseCallback(on), n.condition(table)));
  }
  for (const name of REFUSED_JOINS)
    query[name] = () => {
      throw new Error(`A ${name} cannot be narrowed to the caller's reach`);
    };
  return query;
}

/** Runs `check` before the statement whenever it is run; refuses to hand its SQL out unchecked. */
function checkedFirst<Q extends object>(query: Q, check: Promise<void> | undefined): Q {
  if (!check) return query;
  let checked = false;
  // Awaited when the statement runs; until then its failure is not unhandled.
  check.then(
    () => {
      checked = true;
    },
    () => undefined,
  );
  const q = query as Q & { execute(...args: unknown[]): Promise<unknown>; getSQL(): SQL };
  const execute = q.execute.bind(q);
  q.execute = async (...args: unknown[]) => {
    await check;
    return execute(...args);
  };
  const getSQL = q.getSQL.bind(q);
  // Its SQL (to run within another statement) only once the check has passed.
  q.getSQL = () => {
    if (!checked) throw new Error("A write whose tenant is checked runs on its own");
    return getSQL();
  };
  return query;
}

/** The data handle of a connection: narrowed to a caller's reach, or (`null`) unnarrowed. */
export function dataOf(conn: Db | Tx, narrowing: Narrowing | null, prepared?: Prepared): Data {
  const rows = async (statement: SQL) =>
    prepared && !(conn instanceof PgTransaction)
      ? prepared(statement)
      : ((await conn.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const data: Data = narrowing
    ? narrowedData(conn, narrowing, rows)
    : {
        rows,
        select: conn.select.bind(conn),
        selectDistinct: conn.selectDistinct.bind(conn),
        selectDistinctOn: conn.selectDistinctOn.bind(conn),
        insert: conn.insert.bind(conn),
        update: conn.update.bind(conn),
        delete: conn.delete.bind(conn),
        execute: conn.execute.bind(conn),
        within: (_table, ...conditions) => and(...conditions) ?? sql`true`,
        transaction: (work) => conn.transaction((tx) => work(dataOf(tx, null))),
        lock: (name, key, mode) => lock(conn, name, key, mode),
      };
  connections.set(data, conn);
  if (narrowing) narrowings.set(data, narrowing);
  return data;
}

const lock = async (conn: Db | Tx, name: string, key: number, mode: "alone" | "shared" = "alone") => {
  await conn.execute(
    mode === "alone"
      ? sql`select pg_advisory_xact_lock(hashtext(${name}), ${key})`
      : sql`select pg_advisory_xact_lock_shared(hashtext(${name}), ${key})`,
  );
};

function narrowedData(conn: Db | Tx, n: Narrowing, rows: Data["rows"]): Data {
  /** A select builder whose `from` narrows the query it starts. */
  const fromNarrowed = <B extends { from(source: never): unknown }>(builder: B): B => {
    const from = builder.from.bind(builder) as (source: unknown) => Joinable;
    (builder as { from(source: unknown): unknown }).from = (source: unknown) =>
      narrowSelect(from(source), source, n);
    return builder;
  };
  const select = ((fields?: Parameters<Db["select"]>[0]) =>
    fromNarrowed(fields ? conn.select(fields) : conn.select())) as Db["select"];
  const selectDistinct = ((fields?: Parameters<Db["selectDistinct"]>[0]) =>
    fromNarrowed(fields ? conn.selectDistinct(fields) : conn.selectDistinct())) as Db["selectDistinct"];
  const selectDistinctOn = ((
    on: Parameters<Db["selectDistinctOn"]>[0],
    fields?: Parameters<Db["selectDistinct"]>[0],
  ) =>
    fromNarrowed(
      fields ? conn.selectDistinctOn(on, fields) : conn.selectDistinctOn(on),
    )) as Db["selectDistinctOn"];

  const insert = ((table: PgTable) => {
    const builder = conn.insert(table);
    const values = builder.values.bind(builder);
    builder.values = ((rows: Record<string, unknown> | Record<string, unknown>[]) =>
      checkedFirst(
        values(rows as never),
        n.admit(table, Array.isArray(rows) ? rows : [rows]),
      )) as typeof builder.values;
    builder.select = () => {
      throw new Error("An insert through the reach names its rows");
    };
    return builder;
  }) as Db["insert"];

  const update = ((table: PgTable) => {
    const builder = conn.update(table);
    const set = builder.set.bind(builder);
    builder.set = ((values: Record<string, unknown>) => {
      const query = narrowWhere(set(values as never), n.condition(table));
      query.from = () => {
        throw new Error("An update through the reach names one table");
      };
      return checkedFirst(query, n.admit(table, [values]));
    }) as typeof builder.set;
    return builder;
  }) as Db["update"];

  const remove = ((table: PgTable) => narrowWhere(conn.delete(table), n.condition(table))) as Db["delete"];

  const execute = ((query: SQL) => {
    if (!is(query, SQL) || !n.reached(query))
      throw new Error("A raw statement on a request path must hold the caller's reach");
    return conn.execute(query);
  }) as Db["execute"];

  return {
    select,
    selectDistinct,
    selectDistinctOn,
    insert,
    update,
    delete: remove,
    execute,
    rows: (statement) => {
      if (!n.reached(statement))
        throw new Error("A raw statement on a request path must hold the caller's reach");
      return rows(statement);
    },
    within: (table, ...conditions) => {
      const condition = and(n.condition(table), ...conditions) ?? sql`true`;
      narrowed.add(condition);
      return condition;
    },
    transaction: (work) => conn.transaction((tx) => work(dataOf(tx, n))),
    lock: (name, key, mode) => lock(conn, name, key, mode),
  };
}

/** The caller's data handle on a connection: what `ctx.data` is. */
export function callerData(
  conn: Db | Tx,
  scopes: TableScopes,
  principal: Principal | null,
  reachable: Set<number>,
  prepared?: Prepared,
): Data {
  return dataOf(conn, narrowingOf(conn, scopes, principal, reachable), prepared);
}
