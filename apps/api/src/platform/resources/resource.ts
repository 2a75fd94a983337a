import type { Feature } from "@cm/contracts";
import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db, Tx } from "../../db/client";
import type { AccessRule } from "../auth/access";
import type { Principal } from "../auth/principal";
import type { Text } from "../errors";
import type { Reach, ReachOptions } from "../reach";
import type { Scope } from "../tenancy";
import type { Data } from "./scoped-data";

export type Row = Record<string, unknown>;
/** A row of a table as Drizzle reads it. */
export type RowOf<T extends PgTable> = T["$inferSelect"];
/**
 * What a create or an update writes: the body as its contract parsed it (with the tenant filled
 * in and timestamps as Dates), the table's columns typed and any other field of the body kept.
 */
export type WriteData<T extends PgTable> = Partial<T["$inferInsert"]> & Row;
/** A filter no column holds directly (an age band from a birth date): its query value and its SQL. */
export type CustomFilter = { schema: z.ZodType; where(value: unknown): SQL | undefined };

/** A custom filter whose `where` gets the query value as its schema parses it. */
export const customFilter = <S extends z.ZodType>(
  schema: S,
  where: (value: z.output<S>) => SQL | undefined,
): CustomFilter => ({ schema, where: (value) => where(value as z.output<S>) });

/** `daterange` filters by `<field>__gte` and `<field>__lte` (calendar dates, both inclusive). */
export type FilterKind = "int" | "bool" | "text" | "date" | "daterange";

/**
 * Everything a hook or an action needs. `data` is the caller's data handle on the request's
 * connection (the transaction of a write): every table it names is narrowed to the caller's reach,
 * so a query written with it cannot forget the tenant. `scoped` and `reach` narrow further.
 */
export type ResourceContext = {
  /** The caller's data (see `Data`): Drizzle's builders with the caller's reach on every table. */
  data: Data;
  /**
   * The request's connection (the write's transaction) unnarrowed, for data that is no one
   * caller's: a use named as `systemContext`'s are, and listed with its reason in
   * `platform/system-context.test.ts`.
   */
  unscoped(use: string): Data;
  /**
   * One church's data as that church's own members read it, for a public page of the church (its
   * giving page): every table narrowed to the church, the nation's shared rows included.
   */
  asVisitorOf(church: number): Data;
  principal: Principal | null;
  request: FastifyRequest;
  /**
   * The rows of a resource (this one unless `resource` is named) the caller may reach, narrowed
   * to one church when `church` is given; a church outside the caller's reach answers 404.
   */
  scoped(options?: ScopeOptions): Promise<Scoped>;
  /**
   * Which churches the caller reaches (the nation, one region, one church), narrowed to a church or
   * a region when asked (404 outside it): what every report, summary and dashboard sums over. Its
   * conditions scope any table with a church or a region column.
   */
  reach(options?: ReachOptions): Promise<Reach>;
  /** Work to do once the write's transaction has committed (e-mail, cache clearing). */
  afterCommit(work: () => Promise<void> | void): void;
  /** The time of the request, from the app's clock (tests move it). */
  now: Date;
  /**
   * Records this call's audit row with the details worth keeping, on the request's connection
   * (the write's transaction), or on `on`, the data of an action's own transaction (a payment's
   * checkout still hands its raw transaction). An audited action that records none gets a plain
   * row from the mechanism.
   */
  audit(entry?: { objectId?: number | string | null; changes?: Row }, on?: Data | Tx): Promise<void>;
};

/**
 * How the mechanism runs an action:
 * - `read`: no transaction, no audit (the default for GET).
 * - `write`: one transaction around loading the object for update, the reference checks, the
 *   action and its audit row (the default for POST).
 * - `external`: the action talks to an outside service (a payment gateway) and manages its own
 *   transactions, so nothing holds a database transaction open while it waits; the mechanism
 *   audits it once it succeeds.
 * - `export`: the action answers a file of the caller's data; it is audited as an export.
 */
export type ActionMode = "read" | "write" | "external" | "export";

/** A file an action answers instead of JSON (an export, a template, a printable page). */
export class FileAnswer {
  constructor(
    readonly body: Buffer | string | NodeJS.ReadableStream,
    readonly type: string,
    readonly filename: string,
    /** `inline` pages open in the browser (a printable invoice); others download. */
    readonly disposition: "attachment" | "inline" = "attachment",
  ) {}
}

/** What an action answers to say it is done with nothing to show: the mechanism sends 204 and no body. */
export const NO_CONTENT = Symbol("no content");

/** An uploaded file, read by the mechanism before any transaction opens. */
export type Upload = {
  bytes: Buffer;
  fields: Record<string, string>;
  /** The name the file was sent under (only to show; never used to store it). */
  filename: string;
};

type ActionBase = {
  method: "GET" | "POST";
  access: AccessRule;
  summary: string;
  output?: z.ZodType;
  /** Defaults to `read` for GET and `write` for POST. */
  mode?: ActionMode;
  /**
   * The feature that gates this action (or several, all needed); defaults to the resource's,
   * `null` for none.
   */
  feature?: Feature | readonly Feature[] | null;
  /** Input fields that point at another resource: checked to exist within the caller's scope. */
  references?: Record<string, string>;
  /**
   * The action reads the resource's list (an export): its input is the list query (search,
   * filters, ordering) extended with these fields, and it gets `list`, the selection in the
   * caller's scope. A `church` filter outside the caller's reach answers 404 before any work.
   */
  listInput?: z.ZodObject;
  /** The largest body this action reads, in bytes, when it is smaller than the installation's (413 past it). */
  bodyLimit?: number;
};

type InputOf<I> = I extends z.ZodType ? z.output<I> : undefined;

/** The rows a list query selects within the caller's scope, and their order. */
export type ListSelection = { where: SQL | undefined; order: SQL[] };

/** What an action's `run` receives: its parsed input, and for a detail action the object in scope. */
export type ActionContext<I, O> = ResourceContext & {
  input: I;
  object: O;
  upload: Upload | null;
  /** With `listInput`: the list's selection in the caller's scope. */
  list: ListSelection | null;
};

/** The file of an upload action: its size limit, and the messages of a file over it or missing. */
export type UploadLimits = { maxBytes: number; tooLarge: Text; missing: string };

/** What an upload action's `prepare` gets, outside any transaction. */
export type UploadPrepareContext<I, O> = ResourceContext & {
  input: I;
  /** A detail action's object as the caller sees it now; `run` gets it again, locked. */
  object: O;
  upload: Upload;
  /** Names a file this upload stored: it is removed again when anything before the commit fails. */
  stored(name: string): void;
};

/** What an upload action's `run` gets besides an action's context, inside its one transaction. */
export type UploadRunContext<P> = {
  /** What `prepare` answered. */
  prepared: P;
  /** Names a stored file the write replaced: it is removed once the transaction has committed. */
  replaced(name: string | null | undefined): void;
};

/** An action as the registry stores it (the typed constructors below build these). */
export type ActionDef = ActionBase & {
  /**
   * A multipart upload read before the action runs (the file field, its size limit and the
   * message of a file over it); its text fields are its input, parsed with `input` when one is
   * declared (400 on a field) and their references checked. Only `upload` builds these.
   */
  upload?: UploadLimits;
  /** An upload's work outside the transaction: storing the file, or reading and checking it. */
  prepare?(ctx: UploadPrepareContext<unknown, Row | null>): Promise<unknown>;
  /** `collection`: /path/{action}/; `detail`: /path/{id}/{action}/ with the object loaded in scope. */
  on: "collection" | "detail";
  /** The body (POST) or the query (GET). */
  input?: z.ZodType;
  /** Per-record policy of a detail action: an object the caller may see but not act on answers 404. */
  canRun?(principal: Principal, row: Row): boolean;
  run(ctx: ActionContext<unknown, Row | null> & Partial<UploadRunContext<unknown>>): Promise<unknown>;
};

type CollectionSpec<I extends z.ZodType | undefined> = ActionBase & {
  input?: I;
  run(ctx: ActionContext<InputOf<I>, null>): Promise<unknown> | unknown;
};

type ListSpec<L extends z.ZodObject> = Omit<ActionBase, "listInput" | "method"> & {
  listInput: L;
  run(
    ctx: ActionContext<z.output<L> & Record<string, unknown>, null> & { list: ListSelection },
  ): Promise<unknown> | unknown;
};

type DetailSpec<T extends PgTable, I extends z.ZodType | undefined> = ActionBase & {
  input?: I;
  canRun?(principal: Principal, row: T["$inferSelect"]): boolean;
  run(ctx: ActionContext<InputOf<I>, T["$inferSelect"]>): Promise<unknown> | unknown;
};

/**
 * An upload action: one shape for every file a user sends. The file is read before any
 * transaction; `prepare` stores it (naming each stored file with `stored`) or reads and checks it,
 * still outside any transaction; then one transaction loads the object locked, runs `run` (which
 * re-checks, writes and names any file it `replaced`) and writes the audit row. A stored file is
 * removed when anything before the commit fails, a replaced one once the commit is done.
 */
type UploadSpec<O, I extends z.ZodType | undefined, P> = Omit<ActionBase, "method" | "mode" | "listInput"> & {
  upload: UploadLimits;
  input?: I;
  canRun?(principal: Principal, row: NonNullable<O>): boolean;
  prepare(ctx: UploadPrepareContext<InputOf<I>, O>): Promise<P>;
  run(ctx: ActionContext<InputOf<I>, O> & UploadRunContext<P>): Promise<unknown> | unknown;
};

function uploadAction<O, I extends z.ZodType | undefined, P>(
  on: "collection" | "detail",
  spec: UploadSpec<O, I, P>,
): ActionDef {
  return {
    ...spec,
    on,
    method: "POST",
    mode: "write",
    prepare: async (ctx) => spec.prepare(ctx as never),
    run: async (ctx) => spec.run(ctx as never),
  } as ActionDef;
}

/**
 * Typed action constructors for a resource's table: `run` gets its input as the schema parses
 * it and, for a detail action, the object as the table's row, with no casts in modules.
 */
export function actionsOf<T extends PgTable>(_table: T) {
  return {
    collection<I extends z.ZodType | undefined = undefined>(spec: CollectionSpec<I>): ActionDef {
      return { ...spec, on: "collection", run: async (ctx) => spec.run(ctx as never) } as ActionDef;
    },
    detail<I extends z.ZodType | undefined = undefined>(spec: DetailSpec<T, I>): ActionDef {
      return { ...spec, on: "detail", run: async (ctx) => spec.run(ctx as never) } as ActionDef;
    },
    /** A POST on the collection that takes a file, in the one upload shape (see `UploadSpec`). */
    collectionUpload<I extends z.ZodType | undefined = undefined, P = undefined>(
      spec: UploadSpec<null, I, P>,
    ): ActionDef {
      return uploadAction("collection", spec);
    },
    /** A POST on one object that takes a file, in the one upload shape (see `UploadSpec`). */
    detailUpload<I extends z.ZodType | undefined = undefined, P = undefined>(
      spec: UploadSpec<T["$inferSelect"], I, P>,
    ): ActionDef {
      return uploadAction("detail", spec);
    },
    /** A GET over the resource's list (its search, filters and ordering), e.g. an export. */
    list<L extends z.ZodObject>(spec: ListSpec<L>): ActionDef {
      return {
        ...spec,
        method: "GET",
        on: "collection",
        run: async (ctx) => spec.run(ctx as never),
      } as ActionDef;
    },
  };
}

export type ResourceDef = {
  /** URL segment, permission prefix, OpenAPI tag and audit resource name. */
  name: string;
  /** Collection path with its trailing slash, e.g. `/api/churches/churches/`. */
  path: string;
  table: PgTable;
  /** Read shape: only its fields leave the server. */
  entity: z.ZodObject;
  create?: z.ZodObject;
  update?: z.ZodObject;
  /**
   * For a resource without `create` whose rows one of its collection actions makes (a payment
   * starts at its checkout): the specification's standard create, POST on the collection, answers
   * 405 naming that action's path, to whoever may list the resource.
   */
  createdBy?: string;
  scope: Scope;
  /** The feature a church's subscription must include for its users to call any route of this resource. */
  feature?: Feature;
  access: {
    list: AccessRule;
    retrieve: AccessRule;
    create?: AccessRule;
    update?: AccessRule;
    delete?: AccessRule;
  };
  search?: string[];
  /**
   * The search fields hold lower-case text (a generated column such as members' `search_text`):
   * the term is lower-cased once and matched with LIKE, which a trigram index serves as well and
   * which costs less per row than ILIKE.
   */
  searchFolded?: boolean;
  /**
   * For a church-scoped resource searched on one folded field: the expression of the church column
   * that leads that field's trigram index and that no B-tree index serves (members:
   * `(church_id::bigint)`). A search within one church finds its rows by naming it, so the only way
   * in is that index, whatever the statistics say, and the statement keeps one reused plan.
   */
  searchIndexChurch?: SQL;
  /**
   * SQL expressions that `search` and `ordering` may name like columns, for a field another table
   * holds (a member's name on an enrollment). They are never selected, so rows stay as they are.
   */
  listFields?: Record<string, SQL>;
  /** Ordering keys clients may use; the first is the default. */
  ordering: string[];
  defaultOrdering?: string;
  filters?: Record<string, FilterKind | CustomFilter>;
  /**
   * Body fields that point at another resource: checked to exist within the caller's scope and,
   * when both are church rows, to belong to the same church as the row written.
   */
  references?: Record<string, string>;
  actions?: Record<string, ActionDef>;
  /** Rows a caller may read at all, beyond the tenant scope (e.g. drafts only for editors). */
  visibleRows?(principal: Principal | null): SQL | undefined;
  /**
   * Rows a caller may change, beyond the access rule (a group's meetings: only its leaders mark
   * them). `where` answers the condition for a caller (undefined: every row in their scope); a row
   * the caller can read but not change answers 403 with `refusal`. The platform checks it on the
   * object of an update, a delete and a write action (as loaded, locked) and on the row a create or
   * an update wrote, before the commit, so no route of the resource can forget it.
   */
  writableRows?: { where(principal: Principal | null): SQL | undefined; refusal: Text };
  /**
   * Work before a list is read, with its parsed query (rows a first read creates, such as a
   * church's default categories). It writes through `ctx.data`, in a transaction of its own, and
   * answers whether it wrote anything.
   */
  beforeList?(ctx: ResourceContext, query: Row): Promise<boolean> | boolean;
} & RowHooks<Row, Row>;

/** The hooks of a declaration that see its rows, typed by its table in `defineResource`. */
type RowHooks<R, D> = {
  /** Per-record policy for writes: a record the caller may see but not change answers 404. */
  canWrite?(principal: Principal, row: R): boolean;
  /**
   * Adds computed fields to rows before they are presented, a page at a time, so one query
   * serves a whole page (e.g. plan names), never one per row.
   */
  decorate?(rows: R[], ctx: ResourceContext): Promise<Row[]> | Row[];
  /** Business rules around writes; may change the data or throw an AppError/ValidationError. */
  beforeWrite?(ctx: ResourceContext, data: D, existing: R | null): Promise<D> | D;
  /**
   * Why a create or an update broke one of the table's unique indexes, in a user's words: runs once
   * the write was refused (and rolled back) and throws the ValidationError to answer. A unique rule
   * the index keeps costs no statement before each write; this explains the rare refusal.
   */
  explainDuplicate?(ctx: ResourceContext, data: D, existing: R | null): Promise<void>;
  /**
   * Work that follows a create or an update inside its transaction, on the row as written (rows
   * derived from it, such as a program's dates). May throw to undo the write.
   */
  afterWrite?(ctx: ResourceContext, row: R, existing: R | null): Promise<void> | void;
  /**
   * Business rules before a delete, with the object loaded (locked) in the caller's scope; throws
   * to refuse (a final record, one still in use). `afterCommit` work may clean up (a stored file).
   */
  beforeDelete?(ctx: ResourceContext, existing: R): Promise<void> | void;
};

/** A declaration as a module writes it: its hooks get the table's rows, typed. */
export type ResourceSpec<T extends PgTable> = Omit<ResourceDef, "table" | keyof RowHooks<Row, Row>> & {
  table: T;
} & RowHooks<RowOf<T>, WriteData<T>>;

/** The common case: one rule for reading (list and retrieve), one for every write. */
export const readWrite = (read: AccessRule, write: AccessRule): ResourceDef["access"] => ({
  list: read,
  retrieve: read,
  create: write,
  update: write,
  delete: write,
});

/** Read-only resources: list and retrieve only. */
export const readOnly = (read: AccessRule): ResourceDef["access"] => ({ list: read, retrieve: read });

/**
 * Declares a resource; the registry turns the declaration into routes, checks and docs. Its hooks
 * are typed by its table; the mechanism passes them that table's rows.
 */
export const defineResource = <T extends PgTable>(spec: ResourceSpec<T>): ResourceDef =>
  spec as unknown as ResourceDef;

/** A column of the resource's table, or one of its list fields, for search and ordering. */
export function listFieldOf(def: ResourceDef, field: string): PgColumn | SQL {
  return def.listFields?.[field] ?? columnOf(def, field);
}

/** Looks up a column of the resource's table by its API field name. */
export function columnOf(def: ResourceDef, field: string): PgColumn {
  const column = (def.table as unknown as Record<string, PgColumn | undefined>)[field];
  if (!column) throw new Error(`Resource ${def.name} has no column ${field}`);
  return column;
}

export type ScopeOptions = {
  /** Narrow to one church; it must be within the caller's reach, else 404. */
  church?: number | null;
  /** Another resource than the one whose route is running. */
  resource?: string;
};

/**
 * A resource's rows as one caller may reach them. Modules get it from the mechanism
 * (`ctx.scoped()`), never build it: it is the caller's scope, so a query that uses it
 * cannot leak another tenant's rows, and a query that does not use it is visible in review.
 */
export type Scoped = {
  readonly def: ResourceDef;
  /** The church the call was narrowed to, checked to be within the caller's reach. */
  readonly church: number | undefined;
  /** The caller's reach (and the narrowing) combined with the given conditions. */
  where(...conditions: (SQL | undefined)[]): SQL | undefined;
  /**
   * `select * from <the resource's table> where <the caller's reach and these conditions>` on the
   * request's connection, typed by the table (which must be the resource's): a read that cannot
   * leave the reach out.
   */
  rows<T extends PgTable>(table: T, ...conditions: (SQL | undefined)[]): ScopedRows<T>;
  /** As `rows`, selecting only the given fields. */
  pick<T extends PgTable, F extends SelectedFields>(
    fields: F,
    table: T,
    ...conditions: (SQL | undefined)[]
  ): ScopedPick<T, F>;
};

/** The query `Scoped.rows` starts: ordering, limits and locks may follow. */
export type ScopedRows<T extends PgTable> = ReturnType<typeof scopedRows<T>>;

/** The query `Scoped.pick` starts. */
export type ScopedPick<T extends PgTable, F extends SelectedFields> = ReturnType<typeof scopedPick<T, F>>;

/** The query behind `Scoped.pick`. */
export const scopedPick = <T extends PgTable, F extends SelectedFields>(
  db: Db | Tx,
  fields: F,
  table: T,
  where: SQL | undefined,
) =>
  db
    .select(fields)
    .from<T>(table as never)
    .where(where);

/** The query behind `Scoped.rows`. */
export const scopedRows = <T extends PgTable>(db: Db | Tx, table: T, where: SQL | undefined) =>
  // Drizzle cannot tell that a generic table is not a data-modifying subquery; T is named for it.
  db
    .select()
    .from<T>(table as never)
    .where(where);
