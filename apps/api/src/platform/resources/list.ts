import { listQuery } from "@cm/contracts";
import { and, asc, desc, eq, gte, ilike, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { siteUrl } from "../http/site-url";
import { columnOf, type FilterKind, listFieldOf, type ResourceDef } from "./resource";

const filterSchemas: Record<FilterKind, z.ZodType> = {
  int: z
    .string()
    .regex(/^-?[0-9]{1,15}$/, "Enter a whole number.")
    .transform(Number),
  bool: z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1"),
  text: z.string().max(200),
  date: z.iso.date(),
  daterange: z.iso.date(),
};

/** The list query of one resource: paging, search, its ordering keys and its filters. */
export function listQuerySchema(def: ResourceDef) {
  const orderings = def.ordering.flatMap((key) => [key, `-${key}`]) as [string, ...string[]];
  const filters = Object.fromEntries(
    Object.entries(def.filters ?? {}).flatMap(([field, kind]) =>
      typeof kind === "object"
        ? [[field, kind.schema.optional()]]
        : kind === "daterange"
          ? [
              [`${field}__gte`, filterSchemas.date.optional().describe("On or after this date")],
              [`${field}__lte`, filterSchemas.date.optional().describe("On or before this date")],
            ]
          : [[field, filterSchemas[kind].optional()]],
    ),
  );
  return listQuery.extend({
    ordering: z
      .string()
      .optional()
      .refine((v) => v === undefined || orderings.includes(v), {
        // The keys are in the API's documentation; a person only meets this through a bad link.
        message: "Sort by one of the columns the list offers.",
      }),
    ...filters,
  });
}

type ParsedList = z.infer<typeof listQuery> & Record<string, unknown>;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The LIKE pattern of a search term: the term anywhere in the field. */
export const searchPattern = (term: string) => `%${escapeLike(term)}%`;

/** The search term's condition: the term anywhere in one of the search fields. */
export function searchCondition(def: ResourceDef, q: ParsedList): SQL | undefined {
  const term = q.search?.trim();
  if (!term || !def.search?.length) return undefined;
  const pattern = searchPattern(term);
  const match = (f: string) =>
    def.searchFolded
      ? sql`${listFieldOf(def, f)} like lower(${pattern})`
      : ilike(listFieldOf(def, f), pattern);
  return or(...def.search.map(match));
}

/** WHERE conditions for the filters of a list query (everything but the search term). */
export function filterConditions(def: ResourceDef, q: ParsedList): SQL[] {
  const conditions: SQL[] = [];
  for (const [field, kind] of Object.entries(def.filters ?? {})) {
    if (typeof kind === "object") {
      const condition = q[field] === undefined ? undefined : kind.where(q[field]);
      if (condition) conditions.push(condition);
      continue;
    }
    const column = columnOf(def, field);
    if (kind === "daterange") {
      const from = q[`${field}__gte`];
      const to = q[`${field}__lte`];
      if (typeof from === "string") conditions.push(gte(column, new Date(`${from}T00:00:00Z`)));
      if (typeof to === "string")
        conditions.push(lt(column, new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000)));
      continue;
    }
    const value = q[field];
    if (value === undefined) continue;
    // A church's list of records it shares with the nation (funds, finance categories) is its own
    // and the shared ones, as its own users see it.
    const shared = def.scope.kind === "church" && def.scope.field === field && def.scope.sharedWhenNull;
    conditions.push(shared ? (or(isNull(column), eq(column, value)) as SQL) : eq(column, value));
  }
  return conditions;
}

/**
 * A list's order: the key the client chose (or the default) and the id after it, both in the
 * chosen direction, so a descending list walks its index backwards. `seekable` keys (the id, or a
 * NOT NULL column) let a deep page start from a remembered row instead of skipping rows.
 */
export type ListOrdering = {
  by: SQL[];
  /** The field ordered by, and its column or list-field expression. */
  field: string;
  key: PgColumn | SQL;
  descending: boolean;
  seekable: boolean;
};

/** The ordering of a list query: its ORDER BY and what a seek from a known row needs. */
export function listOrdering(def: ResourceDef, ordering: string | undefined): ListOrdering {
  const name = ordering ?? def.defaultOrdering ?? def.ordering[0] ?? "id";
  const descending = name.startsWith("-");
  const field = descending ? name.slice(1) : name;
  const key = listFieldOf(def, field);
  const direction = descending ? desc : asc;
  const by = field === "id" ? [direction(key)] : [direction(key), direction(columnOf(def, "id"))];
  const seekable = key instanceof PgColumn && (field === "id" || key.notNull);
  return { by, field, key, descending, seekable };
}

/** ORDER BY for the requested (or default) ordering, with the id as a tiebreaker for stable pages. */
export const listOrder = (def: ResourceDef, ordering: string | undefined): SQL[] =>
  listOrdering(def, ordering).by;

/**
 * The `next` and `previous` links of a page, as absolute URLs with the same query. `total` is an
 * exact count, or what the page knows: a count (exact or a lower bound) and whether a row follows
 * the page. A page past the end links back to the last page when the total is exact.
 */
export function pageLinks(
  request: FastifyRequest,
  page: number,
  pageSize: number,
  known: number | { count: number; exact: boolean; hasNext: boolean },
) {
  const total =
    typeof known === "number" ? { count: known, exact: true, hasNext: page * pageSize < known } : known;
  const url = new URL(request.url, siteUrl(request.server, request));
  const link = (p: number) => {
    const u = new URL(url);
    u.searchParams.set("page", String(p));
    return u.toString();
  };
  const last = total.exact ? Math.max(1, Math.ceil(total.count / pageSize)) : page - 1;
  return {
    next: total.hasNext ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, last)) : null,
  };
}

/** Combines conditions, ignoring absent ones. */
export const allOf = (conditions: (SQL | undefined)[]) => and(...conditions.filter((c) => c !== undefined));
