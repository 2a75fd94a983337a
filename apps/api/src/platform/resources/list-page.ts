import { LIST_COUNT_BOUND, reachOf } from "@cm/contracts";
import { Column, getTableColumns, getTableName, gt, lt, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database, Db } from "../../db/client";
import type { Principal } from "../auth/principal";
import type { Clock } from "../clock";
import { allOf, type ListOrdering, searchPattern } from "./list";
import { columnOf, listFieldOf, type ResourceDef, type Row } from "./resource";

/**
 * A list counts at most this many rows. Above it the answer says `count_is_exact: false` and
 * `count` is a lower bound: the total is larger than it (the bound, or the rows up to the page
 * shown when that is more). Below it `count` is the exact total.
 */
export const COUNT_BOUND = LIST_COUNT_BOUND;
/**
 * How long a remembered page start is trusted. This instance forgets a resource's page starts
 * when it writes to that resource; another instance's writes move page boundaries within this time.
 */
export const BOOKMARK_MS = 5_000;
const MAX_LISTS = 2_000;
/** Rows a count reads at most: enough to tell "more than the bound" from "far more". */
const COUNT_SCAN = 2 * COUNT_BOUND + 1;
/** Rows a page may skip reading whole rows; past this it skips on the index and joins the page. */
const DIRECT_SKIP = 200;
const MAX_BOOKMARKS = 64;
const TOTAL = "__list_total";

/** One page of a list: its rows, the total (exact, or a lower bound) and whether a row follows. */
export type ListPage = { rows: Row[]; count: number; exact: boolean; hasNext: boolean };

type Bookmark = { offset: number; key: unknown; id: number; at: number };

/**
 * What a resource's lists learnt recently, for BOOKMARK_MS (forgotten at once when this instance
 * writes to the resource):
 * - where pages start: the sort key and id of the row just before an offset. A deep page that
 *   finds one seeks to it through the index instead of skipping every row before it, so paging
 *   on (or reloading a page) costs what page 1 costs;
 * - which lists hold more than twice COUNT_BOUND rows, so page 1 of a big list need not count
 *   again. Such a list would have to lose more than COUNT_BOUND rows within BOOKMARK_MS, on
 *   another instance, for its "more than 10,000" to be wrong.
 */
export class ListMemory {
  private readonly lists = new Map<string, Bookmark[]>();
  private readonly large = new Map<string, number>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = BOOKMARK_MS,
  ) {}

  private fresh(at: number): boolean {
    return this.clock.now().getTime() - at < this.ttlMs;
  }

  /** The fresh bookmark of a list nearest below (or at) an offset. */
  nearest(list: string, offset: number): Bookmark | undefined {
    let best: Bookmark | undefined;
    for (const b of this.lists.get(list) ?? []) {
      if (b.offset <= offset && this.fresh(b.at) && (!best || b.offset > best.offset)) best = b;
    }
    return best;
  }

  remember(list: string, bookmark: Bookmark): void {
    const kept = (this.lists.get(list) ?? []).filter((b) => b.offset !== bookmark.offset && this.fresh(b.at));
    this.lists.delete(list);
    if (this.lists.size >= MAX_LISTS) this.lists.delete(this.lists.keys().next().value as string);
    this.lists.set(list, [...kept.slice(-(MAX_BOOKMARKS - 1)), bookmark]);
  }

  /** Whether the list was counted past twice the bound within BOOKMARK_MS. */
  isLarge(list: string): boolean {
    const at = this.large.get(list);
    return at !== undefined && this.fresh(at);
  }

  markLarge(list: string): void {
    this.large.delete(list);
    if (this.large.size >= MAX_LISTS) this.large.delete(this.large.keys().next().value as string);
    this.large.set(list, this.clock.now().getTime());
  }

  /** Forgets everything (a write changed the rows). */
  clear(): void {
    this.lists.clear();
    this.large.clear();
  }
}

/**
 * A search the church's trigram index serves on its own: its church, field and pattern, and the
 * list's other conditions (the caller's scope, the filters).
 */
export type IndexedSearch = {
  church: number;
  field: SQL | PgColumn;
  pattern: string;
  indexChurch: SQL;
  unsearched: SQL | undefined;
};

/**
 * Three letters or digits in a row: the least of a term from which the trigram index takes a key.
 * A shorter term would make the index read every entry, so it is searched as any other list.
 */
const TRIGRAM = /[\p{L}\p{N}]{3}/u;

/**
 * The indexed search of a list request, when the resource has one (`searchIndexChurch`) and the
 * list is within one church: the caller's own church, or the church it filtered on. It only
 * narrows: the list's own conditions still apply to every row it finds.
 */
export function indexedSearchOf(
  def: ResourceDef,
  q: { search?: string; church?: unknown },
  caller: Principal | null,
  unsearched: SQL | undefined,
): IndexedSearch | undefined {
  const term = q.search?.trim();
  const [field] = def.search ?? [];
  if (!def.searchIndexChurch || !def.searchFolded || def.search?.length !== 1 || !field) return undefined;
  if (!term || !TRIGRAM.test(term)) return undefined;
  const own = caller && reachOf(caller.role) === "church" ? (caller.church ?? undefined) : undefined;
  const church = typeof q.church === "number" ? q.church : own;
  if (church === undefined) return undefined;
  return {
    church,
    field: listFieldOf(def, field),
    pattern: searchPattern(term),
    indexChurch: def.searchIndexChurch,
    unsearched,
  };
}

/** What one list request asks for. */
export type PageRequest = {
  where: SQL | undefined;
  ordering: ListOrdering;
  page: number;
  pageSize: number;
  /** A search term narrows the rows: they are matched once, up to the bound, then sorted. */
  searched: boolean;
  /** The search within one church that its trigram index serves on its own (see indexedSearchOf). */
  indexed?: IndexedSearch;
  /** The list's identity for bookmarks (the caller and the query without its page). */
  list: string;
};

const asNumber = (v: unknown) => Number(v ?? 0);

/**
 * Reads one page and its total with no more counting than the page needs:
 * - a search matches at most COUNT_BOUND + 1 rows in one scan (the planner uses the search
 *   index, not an ordered walk of the whole tenant), counts and sorts them, and takes the page;
 * - a list without a search reads the page's ids in order from the index (seeking from a
 *   bookmark when there is one) and counts with one scan that stops after COUNT_BOUND + 1 rows,
 *   in the same statement; the count is skipped when the page itself proves the total.
 */
export async function readListPage(
  database: Database,
  def: ResourceDef,
  request: PageRequest,
  memory: ListMemory | undefined,
  clock: Clock,
): Promise<ListPage> {
  if (request.searched) {
    const matched = await searchedPage(database, def, request);
    if (matched) return matched;
    return orderedPage(database, def, request, undefined, clock, true);
  }
  return orderedPage(database, def, request, memory, clock, false);
}

/**
 * The ids and sort keys of the rows a search within one church matches, found through the
 * church's trigram index alone: the statement names the index's own church key, which no B-tree
 * index serves, and the list's own conditions (the caller's scope, the filters) are one opaque
 * test (`is true`) that no index can be chosen for. So none of its plans walks the church in
 * order, whatever the statistics say; the one plan PostgreSQL keeps for the statement is safe to
 * reuse, and a search is parsed and planned once per connection instead of on every call. Each
 * matching row is read once, in the index scan, and only its id and key are kept. The term is
 * tested once per row, by the index scan's recheck (a trigram match is never exact): it is the
 * list's own search condition, the same field and pattern, so the opaque test leaves it out.
 */
const indexedMatches = (def: ResourceDef, t: LeanColumns, s: IndexedSearch, key: SQL | PgColumn) =>
  sql`list_matches as materialized (
        select ${t.id} as m_id, ${key} as m_key from ${def.table}
        where ${s.indexChurch} = ${s.church} and ${s.field} like lower(${s.pattern})
          and (${s.unsearched ?? sql`true`}) is true
        limit ${COUNT_BOUND + 1})`;

/** The capped scan of a search; null when more rows match than the bound (the caller pages in order). */
async function searchedPage(database: Database, def: ResourceDef, r: PageRequest): Promise<ListPage | null> {
  const t = leanColumnsOf(def);
  const dir = r.ordering.descending ? sql.raw("desc") : sql.raw("asc");
  const where = r.where ?? sql`true`;
  const matches = r.indexed
    ? indexedMatches(def, t, r.indexed, r.ordering.key)
    : sql`list_matches as (
        select ${t.id} as m_id, ${r.ordering.key} as m_key from ${def.table} where ${where}
        limit ${COUNT_BOUND + 1})`;
  const rows = await leanRows(
    database,
    t,
    sql`with ${matches},
      list_page as (
        select m_id from list_matches order by m_key ${dir}, m_id ${dir}
        limit ${r.pageSize + 1} offset ${(r.page - 1) * r.pageSize})
      select ${t.list}, (select count(*)::int from list_matches) as ${sql.identifier(TOTAL)}
      from list_page join ${def.table} on ${t.id} = list_page.m_id
      order by ${sql.join(r.ordering.by, sql`, `)}`,
    !r.indexed,
  );
  const total = rows.length ? asNumber(rows[0]?.[TOTAL]) : await boundedCount(database.db, def, r.where);
  if (total > COUNT_BOUND) return null;
  const hasNext = rows.length > r.pageSize;
  return { rows: rows.slice(0, r.pageSize), count: total, exact: true, hasNext };
}

/**
 * A table's columns as a select list named by their API fields, and how to decode the values
 * the driver leaves raw (timestamps). Lists read rows through this instead of the query
 * builder's row mapping, which costs more than the query itself on a page of 20 wide rows.
 */
type LeanColumns = { id: SQL; list: SQL; decoders: [string, (value: unknown) => unknown][] };
const leanColumns = new WeakMap<object, LeanColumns>();
function leanColumnsOf(def: ResourceDef): LeanColumns {
  const known = leanColumns.get(def.table);
  if (known) return known;
  const table = getTableName(def.table);
  const columns = Object.entries(getTableColumns(def.table));
  const lean: LeanColumns = {
    id: sql`${columnOf(def, "id")}`,
    list: sql.raw(columns.map(([field, c]) => `"${table}"."${c.name}" as "${field}"`).join(", ")),
    decoders: columns
      .filter(([, c]) => c.mapFromDriverValue !== Column.prototype.mapFromDriverValue)
      .map(([field, c]) => [field, (value) => c.mapFromDriverValue(value)]),
  };
  leanColumns.set(def.table, lean);
  return lean;
}

/** A table's columns as a select list named by their API fields (see LeanColumns). */
export const listColumns = (def: ResourceDef): SQL => leanColumnsOf(def).list;

/** Rows selected by `listColumns`, as the driver gave them, decoded in place. */
export const decodedRows = (def: ResourceDef, rows: Row[]): Row[] => decodeInPlace(leanColumnsOf(def), rows);

function decodeInPlace(t: LeanColumns, rows: Row[]): Row[] {
  for (const row of rows) {
    for (const [field, decode] of t.decoders) {
      const value = row[field];
      if (value !== null && value !== undefined) row[field] = decode(value);
    }
  }
  return rows;
}

/**
 * Runs a statement selecting `t.list` (prepared, on PostgreSQL) and decodes its rows in place.
 * `planEachTime`: a search other than an indexed one is planned for its own pattern each time
 * (see Database.prepared).
 */
async function leanRows(
  database: Database,
  t: LeanColumns,
  statement: SQL,
  planEachTime: boolean,
): Promise<Row[]> {
  return decodeInPlace(t, await database.prepared(statement, { planEachTime }));
}

/** Rows matching, counted up to `limit` (past the bound, so "more than the bound" is known). */
async function boundedCount(
  db: Db,
  def: ResourceDef,
  where: SQL | undefined,
  limit = COUNT_BOUND + 1,
): Promise<number> {
  const capped = db.select({ one: sql`1` }).from(def.table).where(where).limit(limit).as("list_count");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return asNumber(row?.n);
}

/** Rows after a bookmark in the list's order: one row comparison the index can seek to. */
function after(def: ResourceDef, ordering: ListOrdering, mark: Bookmark): SQL {
  const id = columnOf(def, "id");
  const key = ordering.key as PgColumn;
  if (key === id) return ordering.descending ? lt(id, mark.id) : gt(id, mark.id);
  const value = sql`${sql.param(mark.key, key)}::${sql.raw(key.getSQLType())}`;
  return ordering.descending
    ? sql`(${key}, ${id}) < (${value}, ${mark.id})`
    : sql`(${key}, ${id}) > (${value}, ${mark.id})`;
}

/** A page in the list's order, from the start or from the nearest bookmark before it. */
async function orderedPage(
  database: Database,
  def: ResourceDef,
  r: PageRequest,
  memory: ListMemory | undefined,
  clock: Clock,
  moreThanBound: boolean,
): Promise<ListPage> {
  const offset = (r.page - 1) * r.pageSize;
  const mark = r.ordering.seekable ? memory?.nearest(r.list, offset) : undefined;
  const above = moreThanBound || (memory?.isLarge(r.list) ?? false);
  const from = mark?.offset ?? 0;
  // The row before the page comes too (when it is not the bookmark itself): it is where this
  // page starts, worth remembering.
  const lead = offset > from ? 1 : 0;
  // The count is needed unless the page proves the total (see below); it runs in the same statement.
  const withCount = !above && (mark !== undefined || offset < COUNT_BOUND);
  const t = leanColumnsOf(def);
  const where = allOf([r.where, mark ? after(def, r.ordering, mark) : undefined]) ?? sql`true`;
  const order = sql.join(r.ordering.by, sql`, `);
  const count = withCount
    ? sql`, (select count(*)::int from (select 1 from ${def.table} where ${r.where ?? sql`true`}
        limit ${COUNT_SCAN}) as list_count) as ${sql.identifier(TOTAL)}`
    : sql``;
  const skip = offset - from - lead;
  const take = r.pageSize + 1 + lead;
  // Near the start (or a bookmark) the page's rows come straight from the index in order; far
  // from it the rows skipped are ids from the index alone, and only the page's rows are joined.
  const fetched = await leanRows(
    database,
    t,
    skip <= DIRECT_SKIP
      ? sql`select ${t.list}${count} from ${def.table} where ${where}
          order by ${order} limit ${take} offset ${skip}`
      : sql`with list_page as (select ${t.id} as page_id from ${def.table} where ${where}
            order by ${order} limit ${take} offset ${skip})
          select ${t.list}${count} from list_page join ${def.table} on ${t.id} = list_page.page_id
          order by ${order}`,
    r.searched,
  );
  const rows = fetched.slice(lead, lead + r.pageSize);
  const hasNext = fetched.length > lead + r.pageSize;

  if (memory && r.ordering.seekable) {
    const at = mark?.at ?? clock.now().getTime();
    const field = r.ordering.field;
    const remember = (offsetOf: number, row: Row | undefined) =>
      row && memory.remember(r.list, { offset: offsetOf, key: row[field], id: Number(row.id), at });
    if (lead) remember(offset, fetched[0]);
    if (hasNext) remember(offset + r.pageSize, rows[rows.length - 1]);
  }

  // Without a bookmark the offset is exact, so the page alone can prove the total: the last page
  // ends it, and a row past the bound shows there are more.
  if (!mark && !hasNext && (rows.length > 0 || offset === 0))
    return { rows, count: offset + rows.length, exact: true, hasNext };
  // With a next row the total is more than the rows up to this page's end.
  const known = !mark && hasNext ? offset + rows.length : 0;
  if (above || (!mark && hasNext && known >= COUNT_BOUND))
    return { rows, count: Math.max(COUNT_BOUND, known), exact: false, hasNext };
  const total =
    withCount && fetched.length
      ? asNumber(fetched[0]?.[TOTAL])
      : await boundedCount(database.db, def, r.where, COUNT_SCAN);
  if (total >= COUNT_SCAN) memory?.markLarge(r.list);
  return total > COUNT_BOUND
    ? { rows, count: Math.max(COUNT_BOUND, known), exact: false, hasNext }
    : { rows, count: total, exact: true, hasNext };
}
