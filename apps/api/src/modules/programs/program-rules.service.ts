import { hasPermission, msg, reachOf } from "@cm/contracts";
import { eq, inArray } from "drizzle-orm";
import { churches, members, programCategories, programs } from "../../db/tables";
import type { Principal } from "../../platform/auth/principal";
import { fieldError, forbidden, notFound } from "../../platform/errors";
import type { ResourceContext, Row } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import type { Scope } from "../../platform/tenancy";

type Conn = Data;

/** Every program record belongs to one church. */
export const CHURCH_SCOPE: Scope = { kind: "church", field: "church" };
export const READ = { permission: "programs.read" } as const;
export const WRITE = { permission: "programs.write" } as const;
export const APPROVE = { permission: "programs.approve" } as const;

/** A church admin of the church they work in, who approves programs and corrects outcomes. */
export const isProgramAdmin = (p: Principal | null): boolean =>
  p !== null && hasPermission(p, "programs.approve") && reachOf(p.role) === "church";

/** Refuses a correction by anyone but a church admin. */
export function requireProgramAdmin(p: Principal | null, why: string): void {
  if (!isProgramAdmin(p)) throw forbidden(why);
}

/** The church a row is written for: the new data's, else the existing row's. */
export const churchOf = (data: Row, existing: Row | null): number => Number(data.church ?? existing?.church);

/** The church's IANA zone, read through the caller's reach (404 for a church out of reach). */
export async function churchZone(ctx: ResourceContext, church: number): Promise<string> {
  const reach = await ctx.scoped({ church, resource: "churches" });
  const [row] = await reach.pick({ zone: churches.time_zone }, churches, eq(churches.id, church)).limit(1);
  if (!row) throw notFound(msg("This church was not found."));
  return row.zone;
}

/**
 * The program a row points at, in the caller's reach: another church's program is as unknown as
 * a missing one (404, nothing written).
 */
export async function programInReach(ctx: ResourceContext, id: number) {
  const reach = await ctx.scoped({ resource: "programs" });
  const [row] = await reach.rows(programs, eq(programs.id, id)).limit(1);
  if (!row) throw notFound(msg("This program was not found."));
  return row;
}

/**
 * The category a program points at: an active one its church may use (a national default or its
 * own). Another church's category answers 404; one kept from before may stay after it is retired.
 */
export async function requireCategory(
  ctx: ResourceContext,
  id: number,
  church: number,
  unchanged: boolean,
): Promise<void> {
  const reach = await ctx.scoped({ resource: "program-categories" });
  const own = await ctx.reach({ church });
  const [category] = await reach
    .rows(programCategories, eq(programCategories.id, id), own.sharedOrOwn(programCategories.church))
    .limit(1);
  if (!category) throw notFound(msg("This category was not found."));
  if (!category.is_active && !unchanged)
    throw fieldError(
      "category",
      msg("{category} is no longer in use. Choose an active category.", { category: category.name }),
    );
}

/**
 * Members a row names (a coordinator, a participant, those a reminder goes to): each must be a
 * member of the row's church within the caller's reach. Another church's member is as unknown as
 * a missing one (404, nothing written).
 */
export async function requireMembers(ctx: ResourceContext, ids: number[], church: number): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const reach = await ctx.scoped({ resource: "members", church });
  const found = await reach.pick({ id: members.id }, members, inArray(members.id, wanted));
  if (found.length !== wanted.length)
    throw notFound(msg("This member was not found in the program's church."));
}

/** Members' names by id, for rows the caller may see. */
export async function memberNames(
  db: Conn,
  ids: (number | null | undefined)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === "number"))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, first: members.first_name, last: members.last_name })
    .from(members)
    .where(inArray(members.id, wanted));
  return new Map(rows.map((m) => [m.id, `${m.first} ${m.last}`.trim()]));
}

/** Category names and colours by id. */
export async function categoriesById(db: Conn, ids: number[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map<number, { name: string; color: string }>();
  const rows = await db
    .select({ id: programCategories.id, name: programCategories.name, color: programCategories.color })
    .from(programCategories)
    .where(inArray(programCategories.id, wanted));
  return new Map(rows.map((c) => [c.id, { name: c.name, color: c.color }]));
}
