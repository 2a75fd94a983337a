import { coversDefaultCategories, DEFAULT_ASSET_CATEGORIES, msg, shortCode } from "@cm/contracts";
import { eq, inArray, sql } from "drizzle-orm";
import { assetCategories, assets, churches, members } from "../../db/tables";
import { AppError, notFound, type Text } from "../../platform/errors";
import type { ResourceContext } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import type { Scope } from "../../platform/tenancy";

type Conn = Data;

/** Every asset record belongs to one church. */
export const CHURCH_SCOPE: Scope = { kind: "church", field: "church" };
export const READ = { permission: "assets.read" } as const;
export const WRITE = { permission: "assets.write" } as const;
export const GLOBAL = { permission: "assets.global" } as const;
export const CATEGORY_WRITE = { permission: "assets.categories.write" } as const;

/** A LIKE pattern matching text that contains `term` (its % and _ taken literally). */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A 409 for a change the record's state does not allow (a disposed asset, a returned assignment). */
export const conflict = (message: Text) => new AppError(409, "invalid_state", message);

/**
 * The asset a row points at, in the caller's reach (another church's is as unknown as a missing
 * one: 404). Locked when the write that follows depends on its status.
 */
export async function assetInReach(ctx: ResourceContext, id: number, forUpdate = false) {
  const reach = await ctx.scoped({ resource: "assets" });
  const query = reach.rows(assets, eq(assets.id, id)).limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound(msg("This asset was not found."));
  return row;
}

/** A category of the given church in the caller's reach; another church's answers 404. */
export async function categoryOfChurch(ctx: ResourceContext, id: number, church: number) {
  const reach = await ctx.scoped({ resource: "asset-categories", church });
  const [row] = await reach.rows(assetCategories, eq(assetCategories.id, id)).limit(1);
  if (!row) throw notFound(msg("This category was not found in the asset's church."));
  return row;
}

/**
 * Gives a church Fixed Asset and Movable Asset when none of its categories names a fixed or a
 * movable asset (spec section 5). Under a per-church lock, so concurrent first reads make them
 * once; answers whether it made them.
 */
export async function ensureDefaultCategories(ctx: ResourceContext, church: number): Promise<boolean> {
  const reach = await ctx.scoped({ resource: "asset-categories", church });
  const names = async (conn: Conn) =>
    (await conn.select({ name: assetCategories.name }).from(assetCategories).where(reach.where())).map(
      (r) => r.name,
    );
  if (coversDefaultCategories(await names(ctx.data))) return false;
  return ctx.data.transaction(async (tx) => {
    await tx.lock("asset_categories", church);
    if (coversDefaultCategories(await names(tx))) return false;
    await tx
      .insert(assetCategories)
      .values(DEFAULT_ASSET_CATEGORIES.map((c) => ({ church, ...c })))
      .onConflictDoNothing();
    return true;
  });
}

/** A member of the asset's church, in the caller's reach; another church's answers 404. */
export async function requireMember(ctx: ResourceContext, id: number, church: number): Promise<void> {
  const roll = await ctx.scoped({ resource: "members", church });
  const [found] = await roll.pick({ id: members.id }, members, eq(members.id, id)).limit(1);
  if (!found) throw notFound(msg("This member was not found in the asset's church."));
}

/**
 * The next free tags of a church, `count` of them: its short code and a number (GC-0007), none of
 * them among `named` (the tags an upload's other rows bring). It takes the church's tag lock on
 * `conn` (a transaction), so two writes never take the same number.
 */
export async function nextTags(
  ctx: ResourceContext,
  conn: Conn,
  church: number,
  count: number,
  named: ReadonlySet<string> = new Set(),
) {
  await conn.lock("asset_tags", church);
  const inChurch = await ctx.scoped({ resource: "churches", church });
  const [row] = await conn.select({ name: churches.name }).from(churches).where(inChurch.where());
  const code = shortCode(row?.name ?? "");
  const pattern = `^${code}-[0-9]+$`;
  const tagged = await ctx.scoped({ resource: "assets", church });
  const [top] = await conn
    .select({ n: sql<number>`coalesce(max(substring(${assets.asset_tag} from '[0-9]+$')::int), 0)` })
    .from(assets)
    .where(tagged.where(sql`${assets.asset_tag} ~ ${pattern}`));
  const tags: string[] = [];
  for (let n = Number(top?.n ?? 0) + 1; tags.length < count; n++) {
    const tag = `${code}-${String(n).padStart(4, "0")}`;
    if (!named.has(tag.toLowerCase())) tags.push(tag);
  }
  return tags;
}

/** Category names by id, for a page of rows. */
export async function categoryNames(conn: Conn, ids: number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await conn
    .select({ id: assetCategories.id, name: assetCategories.name })
    .from(assetCategories)
    .where(inArray(assetCategories.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Assets' names and tags by id, for a page of assignments, maintenance or documents. */
export async function assetNamesOf(conn: Conn, ids: number[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map<number, { name: string; tag: string; currency: string }>();
  const rows = await conn
    .select({ id: assets.id, name: assets.name, tag: assets.asset_tag, currency: assets.currency })
    .from(assets)
    .where(inArray(assets.id, wanted));
  return new Map(rows.map((r) => [r.id, { name: r.name, tag: r.tag, currency: r.currency }]));
}
