import {
  CAMPAIGN_EDITABLE,
  CAMPAIGN_IMAGE_MAX_BYTES,
  campaignImage,
  msg,
  type ShownCampaignImage,
} from "@cm/contracts";
import { and, asc, count, eq, inArray, max } from "drizzle-orm";
import { campaignImages, campaigns, marketingPlans } from "../../db/tables";
import { AppError, fieldError, notFound } from "../../platform/errors";
import { type StoredPicture, storeImageSizes } from "../../platform/images";
import { presenter, theRow } from "../../platform/resources/presenter";
import type {
  ResourceContext,
  UploadPrepareContext,
  UploadRunContext,
} from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { statusWord } from "../../platform/status-words";
import { forgetShownCampaigns } from "./shown-campaigns-cache";

type ImageRow = typeof campaignImages.$inferSelect;
type CampaignRow = typeof campaigns.$inferSelect;
const present = presenter(campaignImage);
/** The web size fills a wide screen's column; the thumbnail a card on a phone. */
const WEB = { width: 1600, height: 1600 };
const THUMB = { width: 480, height: 480 };

/** Where a stored campaign picture is served, with a cache header of a year (names are never reused). */
export const campaignImageUrl = (name: string) => `/api/marketing/campaign-images/${name}`;

export const shownImage = (r: ImageRow): ShownCampaignImage => ({
  id: r.id,
  url: campaignImageUrl(r.file),
  thumb_url: campaignImageUrl(r.thumb),
  width: r.width,
  height: r.height,
});

/** The pictures of some campaigns, in their order, by campaign. */
export async function imagesOf(db: Data, ids: number[]): Promise<Map<number, ShownCampaignImage[]>> {
  const byCampaign = new Map<number, ShownCampaignImage[]>();
  if (ids.length === 0) return byCampaign;
  const rows = await db
    .select()
    .from(campaignImages)
    .where(inArray(campaignImages.campaign, ids))
    .orderBy(asc(campaignImages.position), asc(campaignImages.id));
  for (const r of rows) {
    const list = byCampaign.get(r.campaign) ?? [];
    list.push(shownImage(r));
    byCampaign.set(r.campaign, list);
  }
  return byCampaign;
}

/** Adds each row's full-size URL and thumbnail URL. */
export const decorateImages = (rows: ImageRow[]) => rows.map((r) => ({ ...r, ...shownImage(r) }));

/** A campaign of the caller's reach (another church's answers 404), locked when asked. */
async function campaignInReach(ctx: ResourceContext, db: Data, id: number, forUpdate = false) {
  const reach = await ctx.scoped({ resource: "campaigns" });
  const query = db
    .select()
    .from(campaigns)
    .where(reach.where(eq(campaigns.id, id)))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound(msg("This campaign was not found."));
  return row;
}

/** Pictures change with the rest of the campaign: while it is a draft or was rejected. */
function refuseUnlessEditable(row: Pick<CampaignRow, "status">): void {
  if (!CAMPAIGN_EDITABLE.includes(row.status))
    throw new AppError(
      409,
      "invalid_status",
      msg("This campaign is {status}: its pictures cannot be changed now.", {
        status: statusWord(row.status),
      }),
    );
}

async function refuseBeyondPlan(db: Data, target: CampaignRow): Promise<number> {
  const [[plan], [held]] = await Promise.all([
    db
      .select({ max: marketingPlans.max_images })
      .from(marketingPlans)
      .where(eq(marketingPlans.id, target.plan)),
    db
      .select({ n: count(), last: max(campaignImages.position) })
      .from(campaignImages)
      .where(eq(campaignImages.campaign, target.id)),
  ]);
  const allowed = plan?.max ?? 0;
  if ((held?.n ?? 0) >= allowed)
    throw fieldError(
      "file",
      msg(
        "This campaign's plan allows {allowed, plural, one {{allowed} picture} other {{allowed} pictures}}. Delete one before adding another.",
        { allowed },
      ),
    );
  return (held?.last ?? -1) + 1;
}

/** The public lists show pictures: after a change they are read again. */
const forgetShown = (ctx: ResourceContext): void => {
  forgetShownCampaigns(ctx.request.server);
};

type StoredSizes = { web: StoredPicture; thumb: StoredPicture };

/**
 * Stores a picture for a campaign the caller may change, outside any transaction: checked by its
 * content (415 when it is not a JPEG, PNG or WebP, 413 above 5 MB), refused beyond the plan's
 * number of pictures, re-encoded to a web size and a thumbnail.
 */
export async function storeCampaignImage(
  ctx: UploadPrepareContext<{ campaign: number }, null>,
): Promise<StoredSizes> {
  const target = await campaignInReach(ctx, ctx.data, ctx.input.campaign);
  refuseUnlessEditable(target);
  await refuseBeyondPlan(ctx.data, target);
  const [web, thumb] = await storeImageSizes(
    ctx.request.server.files,
    ctx.upload.bytes,
    { field: "file", maxBytes: CAMPAIGN_IMAGE_MAX_BYTES },
    [WEB, THUMB],
  );
  for (const size of [web, thumb]) if (size) ctx.stored(size.name);
  if (!web || !thumb) throw new Error("picture sizes not stored");
  return { web, thumb };
}

/**
 * Records a stored picture on its campaign, checked again under the campaign's lock (so two
 * uploads at once cannot both pass the plan's number of pictures).
 */
export async function recordCampaignImage(
  ctx: ResourceContext & UploadRunContext<StoredSizes>,
  campaign: number,
) {
  const { web, thumb } = ctx.prepared;
  const locked = await campaignInReach(ctx, ctx.data, campaign, true);
  refuseUnlessEditable(locked);
  const position = await refuseBeyondPlan(ctx.data, locked);
  const created = theRow(
    await ctx.data
      .insert(campaignImages)
      .values({
        church: locked.church,
        campaign: locked.id,
        file: web.name,
        thumb: thumb.name,
        width: web.width,
        height: web.height,
        size: web.size,
        position,
      })
      .returning(),
  );
  await ctx.audit({ objectId: created.id, changes: { campaign: locked.id } });
  ctx.afterCommit(() => forgetShown(ctx));
  return present({ ...created, ...shownImage(created) });
}

/** A picture is deleted only while its campaign may change; its files go once the row has. */
export async function beforeImageDelete(ctx: ResourceContext, existing: ImageRow): Promise<void> {
  const target = await campaignInReach(ctx, ctx.data, existing.campaign, true);
  refuseUnlessEditable(target);
  ctx.afterCommit(async () => {
    const files = ctx.request.server.files;
    await Promise.all([files.remove(existing.file), files.remove(existing.thumb)]);
    forgetShown(ctx);
  });
}

/** Puts a campaign's pictures in the given order: every one of them, each once. */
export async function orderCampaignImages(
  ctx: ResourceContext,
  input: { campaign: number; images: number[] },
) {
  const target = await campaignInReach(ctx, ctx.data, input.campaign, true);
  refuseUnlessEditable(target);
  const rows = await ctx.data.select().from(campaignImages).where(eq(campaignImages.campaign, target.id));
  const held = new Set(rows.map((r) => r.id));
  const sent = new Set(input.images);
  if (sent.size !== input.images.length || sent.size !== held.size || ![...sent].every((id) => held.has(id)))
    throw fieldError("images", msg("List every picture of this campaign once, in the new order."));
  for (const [position, id] of input.images.entries())
    await ctx.data
      .update(campaignImages)
      .set({ position })
      .where(and(eq(campaignImages.id, id), eq(campaignImages.campaign, target.id)));
  ctx.afterCommit(() => {
    forgetShown(ctx);
  });
  const ordered = [...rows].sort((a, b) => input.images.indexOf(a.id) - input.images.indexOf(b.id));
  return decorateImages(ordered.map((r, position) => ({ ...r, position }))).map((r) => present(r));
}

/** The stored names of a campaign's pictures (to remove with a deleted draft). */
export async function imageFilesOf(db: Data, campaign: number): Promise<string[]> {
  const rows = await db
    .select({ file: campaignImages.file, thumb: campaignImages.thumb })
    .from(campaignImages)
    .where(eq(campaignImages.campaign, campaign));
  return rows.flatMap((r) => [r.file, r.thumb]);
}
