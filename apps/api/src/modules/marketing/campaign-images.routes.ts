import {
  apiPath,
  CAMPAIGN_IMAGE_MAX_BYTES,
  campaignImage,
  campaignImageFileEndpoints,
  campaignImageOrderInput,
  campaignImagesEndpoints,
  campaignImageUploadFields,
  msg,
} from "@cm/contracts";
import { eq, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { campaignImages } from "../../db/tables";
import { notFound } from "../../platform/errors";
import { isStoredName } from "../../platform/files";
import { IMMUTABLE } from "../../platform/http/web-app";
import { actionsOf, defineResource } from "../../platform/resources/resource";
import { systemContext } from "../../platform/system-context";
import {
  beforeImageDelete,
  decorateImages,
  orderCampaignImages,
  recordCampaignImage,
  storeCampaignImage,
} from "./campaign-images.service";
import { MANAGE } from "./marketing-plans.routes";

const action = actionsOf(campaignImages);

/** Campaigns' pictures: uploaded, ordered and deleted by the church while the campaign may change. */
export const campaignImagesResource = defineResource({
  name: "campaign-images",
  path: apiPath(campaignImagesEndpoints),
  table: campaignImages,
  entity: campaignImage,
  scope: { kind: "church", field: "church" },
  feature: "MARKETING",
  access: { list: MANAGE, retrieve: MANAGE, delete: MANAGE },
  ordering: ["position", "created_at"],
  defaultOrdering: "position",
  filters: { church: "int", campaign: "int" },
  decorate: async (rows) => decorateImages(rows),
  beforeDelete: beforeImageDelete,
  actions: {
    upload: action.collectionUpload({
      access: MANAGE,
      summary:
        "Add a picture to a draft or rejected campaign (multipart: file = JPEG, PNG or WebP by content, up to 5 MB; campaign), at most the plan's max_images; stored as a web size and a thumbnail",
      input: campaignImageUploadFields,
      output: campaignImage,
      upload: {
        maxBytes: CAMPAIGN_IMAGE_MAX_BYTES,
        tooLarge: msg("The picture is larger than 5 MB."),
        missing: msg("Choose a picture (JPEG, PNG or WebP)."),
      },
      prepare: (ctx) => storeCampaignImage(ctx),
      run: (ctx) => recordCampaignImage(ctx, ctx.input.campaign),
    }),
    order: action.collection({
      method: "POST",
      access: MANAGE,
      summary: "Put a campaign's pictures in a new order (every picture once; the first is the cover)",
      input: campaignImageOrderInput,
      output: z.array(campaignImage),
      run: (ctx) => orderCampaignImages(ctx, ctx.input),
    }),
  },
});

/**
 * Serves campaign pictures to everyone (the public pages show them) with a cache header of a
 * year: each size is stored under a generated name that is never written again, so a changed
 * picture is a new URL. Only names of campaign pictures are served here.
 */
export async function campaignImageFileRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string } }>(apiPath(campaignImageFileEndpoints, "file"), {
    config: { access: "public" },
    schema: {
      tags: ["marketing"],
      summary: "A campaign picture (web size or thumbnail)",
      params: z.object({ name: z.string().max(60) }),
    },
    handler: async (request, reply) => {
      const { name } = request.params;
      if (!isStoredName(name)) throw notFound();
      const [known] = await systemContext(app, "marketing.campaign-pictures")
        .data.select({ id: campaignImages.id })
        .from(campaignImages)
        .where(or(eq(campaignImages.file, name), eq(campaignImages.thumb, name)))
        .limit(1);
      const file = known ? await app.files.read(name) : null;
      if (!file) throw notFound();
      return reply
        .type(file.mime)
        .header("Content-Length", String(file.size))
        .header("Cache-Control", IMMUTABLE)
        .send(file.stream);
    },
  });
}
