import {
  ASSET_PHOTO_MAX_BYTES,
  ASSET_TRANSITIONS,
  type AssetStatus,
  asset,
  assetHistory as historyShape,
  msg,
} from "@cm/contracts";
import { desc, eq, inArray } from "drizzle-orm";
import { assetHistory, assets, churches } from "../../db/tables";
import { settleChurchCurrency } from "../../platform/church-currency";
import { AppError, fieldError } from "../../platform/errors";
import { type ImageRules, storeImage } from "../../platform/images";
import { presenter, presentOne } from "../../platform/resources/presenter";
import {
  FileAnswer,
  type ResourceContext,
  type RowOf,
  type UploadPrepareContext,
  type UploadRunContext,
  type WriteData,
} from "../../platform/resources/resource";
import { statusWord, statusWords } from "../../platform/status-words";
import { userNames } from "../../platform/user-names";
import { categoryNames, categoryOfChurch, conflict, nextTags } from "./asset-rules.service";

type AssetRow = RowOf<typeof assets>;
type AssetData = WriteData<typeof assets>;
const present = presenter(asset);

/** Asset photos are kept within 1,600 pixels a side, without their metadata. */
const PHOTO: ImageRules = { field: "file", maxBytes: ASSET_PHOTO_MAX_BYTES, width: 1600, height: 1600 };

const SET_ELSEWHERE: Partial<Record<AssetStatus, string>> = {
  ASSIGNED: msg("An asset becomes ASSIGNED when it is assigned (Assignments), not by hand."),
  UNDER_MAINTENANCE: msg("An asset goes UNDER_MAINTENANCE when its maintenance starts, not by hand."),
};
const DISPOSED = msg("This asset has been disposed of. A disposed asset is final.");
const LEAVE_FIRST: Partial<Record<AssetStatus, string>> = {
  ASSIGNED: msg("This asset is assigned. Record its return first."),
  UNDER_MAINTENANCE: msg("This asset is under maintenance. Complete or cancel the maintenance first."),
  DISPOSED,
};

/**
 * A new asset is in the church's currency (another one is refused on its field), and takes a tag (short code and the next
 * number) when left without; its category is one of its church's (another church's: 404).
 */
export async function prepareAssetWrite(
  ctx: ResourceContext,
  data: AssetData,
  existing: AssetRow | null,
): Promise<AssetData> {
  if (existing?.status === "DISPOSED") throw conflict(DISPOSED);
  const church = Number(data.church ?? existing?.church);
  if (data.category !== undefined && data.category !== existing?.category)
    await categoryOfChurch(ctx, Number(data.category), church);
  const out: AssetData = { ...data };
  if (!existing) {
    out.created_by = ctx.principal?.id ?? null;
    out.currency = await settleChurchCurrency(ctx.data, church, out.currency);
    if (!out.asset_tag) [out.asset_tag] = await nextTags(ctx, ctx.data, church, 1);
  } else if (out.currency !== undefined && out.currency !== existing.currency) {
    out.currency = await settleChurchCurrency(ctx.data, church, out.currency);
  }
  return out;
}

/** Category and church names and the photo flag for a page of assets. */
export async function decorateAssets(ctx: ResourceContext, rows: AssetRow[]) {
  const categories = await categoryNames(
    ctx.data,
    rows.map((r) => r.category),
  );
  const churchIds = [...new Set(rows.map((r) => r.church))];
  const names = churchIds.length
    ? new Map(
        (
          await ctx.data
            .select({ id: churches.id, name: churches.name })
            .from(churches)
            .where(inArray(churches.id, churchIds))
        ).map((c) => [c.id, c.name]),
      )
    : new Map<number, string>();
  return rows.map((r) => ({
    ...r,
    category_name: categories.get(r.category) ?? "",
    church_name: names.get(r.church) ?? "",
    has_photo: Boolean(r.photo),
  }));
}

export const presentAssets = async (ctx: ResourceContext, rows: AssetRow[]) =>
  (await decorateAssets(ctx, rows)).map(present);

const presentAsset = (ctx: ResourceContext, row: AssetRow | undefined) =>
  presentOne(row, (rows) => decorateAssets(ctx, rows), present);

/** Moves an asset to a status its current one allows, and keeps the change in its history. */
export async function changeStatus(
  ctx: ResourceContext,
  object: AssetRow,
  input: { status: AssetStatus; note: string },
) {
  const { status, note } = input;
  const elsewhere = SET_ELSEWHERE[status];
  if (elsewhere) throw fieldError("status", elsewhere);
  if (object.status === status)
    throw conflict(msg("This asset is already {status}.", { status: statusWord(status) }));
  if (!ASSET_TRANSITIONS[object.status].includes(status)) {
    throw conflict(
      LEAVE_FIRST[object.status] ??
        msg("An asset that is {status} cannot become {wanted}. It may become: {allowed}.", {
          status: statusWord(object.status),
          wanted: statusWord(status),
          allowed: statusWords(ASSET_TRANSITIONS[object.status]),
        }),
    );
  }
  const [updated] = await ctx.data.update(assets).set({ status }).where(eq(assets.id, object.id)).returning();
  await ctx.data.insert(assetHistory).values({
    church: object.church,
    asset: object.id,
    kind: "STATUS",
    from_status: object.status,
    to_status: status,
    note,
    changed_by: ctx.principal?.id ?? null,
    changed_at: ctx.now,
  });
  await ctx.audit({ objectId: object.id, changes: { status, note } });
  return presentAsset(ctx, updated);
}

/** Sets an asset's current value and keeps the valuation in its history. */
export async function updateValue(
  ctx: ResourceContext,
  object: AssetRow,
  input: { current_value: string; note: string },
) {
  if (object.status === "DISPOSED") throw conflict(DISPOSED);
  const [updated] = await ctx.data
    .update(assets)
    .set({ current_value: input.current_value })
    .where(eq(assets.id, object.id))
    .returning();
  await ctx.data.insert(assetHistory).values({
    church: object.church,
    asset: object.id,
    kind: "VALUE",
    old_value: object.current_value,
    new_value: input.current_value,
    note: input.note,
    changed_by: ctx.principal?.id ?? null,
    changed_at: ctx.now,
  });
  await ctx.audit({ objectId: object.id, changes: { current_value: input.current_value } });
  return presentAsset(ctx, updated);
}

/** An asset's status and value changes, newest first. */
export async function historyOf(ctx: ResourceContext, object: AssetRow) {
  const reach = await ctx.scoped({ resource: "assets" });
  const rows = await ctx.data
    .select()
    .from(assetHistory)
    .innerJoin(assets, eq(assets.id, assetHistory.asset))
    .where(reach.where(eq(assetHistory.asset, object.id)))
    .orderBy(desc(assetHistory.changed_at), desc(assetHistory.id));
  const names = await userNames(
    ctx.data,
    rows.map((r) => r.asset_history.changed_by),
  );
  return historyShape.parse(
    rows.map(({ asset_history: h }) => ({
      ...h,
      changed_at: h.changed_at.toISOString(),
      changed_by_name: names.get(Number(h.changed_by)) ?? "",
    })),
  );
}

/**
 * Stores a photo of an asset, outside any transaction: a picture checked and re-encoded without
 * its metadata, stored privately (photo/ serves it). A disposed asset takes no photo.
 */
export async function storePhoto(
  ctx: UploadPrepareContext<unknown, AssetRow>,
  bytes: Buffer,
): Promise<string> {
  if (ctx.object.status === "DISPOSED") throw conflict(DISPOSED);
  const name = await storeImage(ctx.request.server.files, bytes, PHOTO, { private: true });
  ctx.stored(name);
  return name;
}

/** Keeps the stored photo on the asset (locked, checked again); the one it replaces goes after the commit. */
export async function attachPhoto(ctx: ResourceContext & UploadRunContext<string>, current: AssetRow) {
  if (current.status === "DISPOSED") throw conflict(DISPOSED);
  const [written] = await ctx.data
    .update(assets)
    .set({ photo: ctx.prepared })
    .where(eq(assets.id, current.id))
    .returning();
  ctx.replaced(current.photo);
  await ctx.audit({ objectId: current.id, changes: { photo: "replaced" } });
  return presentAsset(ctx, written);
}

/** The asset's photo, to those who may read the asset. */
export async function photoOf(ctx: ResourceContext, object: AssetRow): Promise<FileAnswer> {
  const file = object.photo ? await ctx.request.server.files.read(object.photo) : null;
  if (!file) throw new AppError(404, "not_found", msg("This asset has no photo."));
  return new FileAnswer(file.stream, file.mime, `asset-${object.id}.webp`, "inline");
}

/** A deleted asset's photo goes once the delete has committed. */
export function removePhoto(ctx: ResourceContext, existing: AssetRow): void {
  const photo = existing.photo;
  if (photo) ctx.afterCommit(() => ctx.request.server.files.remove(photo));
}
