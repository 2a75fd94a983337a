import { listQuery } from "@cm/contracts";
import { and, asc, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { columnOf, type FilterKind, listFieldOf, type ResourceDef } from "./resource";

const filterSchemas: Record<FilterKind, z.ZodType> = {
  int: z.coerce.number().int(),
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
        message: `Unknown ordering field. Choose from: ${orderings.join(", ")}.`,
      }),
    ...filters,
  });
}

type ParsedList = z.infer<typeof listQuery> & Record<string, unknown>;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** WHERE conditions for the search term and the filters. */
export function listConditions(def: ResourceDef, q: ParsedList): SQL[] {
  const conditions: SQL[] = [];
  const term = q.search?.trim();
  if (term && def.search?.length) {
    const pattern = `%${escapeLike(term)}%`;
    const anyField = or(...def.search.map((f) => ilike(listFieldOf(def, f), pattern)));
    if (anyField) conditions.push(anyField);
  }
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
    if (value !== undefined) conditions.push(eq(column, value));
  }
  return conditions;
}

/** ORDER BY for the requested (or default) ordering, with the id as a tiebreaker for stable pages. */
export function listOrder(def: ResourceDef, ordering: string | undefined): SQL[] {
  const key = ordering ?? def.defaultOrdering ?? def.ordering[0] ?? "id";
  const descending = key.startsWith("-");
  const field = descending ? key.slice(1) : key;
  const primary = descending ? desc(listFieldOf(def, field)) : asc(listFieldOf(def, field));
  return field === "id" ? [primary] : [primary, asc(columnOf(def, "id"))];
}

/** The `next` and `previous` links of a page, as absolute URLs with the same query. */
export function pageLinks(request: FastifyRequest, page: number, pageSize: number, count: number) {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const link = (p: number) => {
    const u = new URL(url);
    u.searchParams.set("page", String(p));
    return u.toString();
  };
  return {
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, Math.max(1, Math.ceil(count / pageSize)))) : null,
  };
}

/** Combines conditions, ignoring absent ones. */
export const allOf = (conditions: (SQL | undefined)[]) => and(...conditions.filter((c) => c !== undefined));
