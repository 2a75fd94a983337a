import { CAMPAIGN_IMAGE_MAX_BYTES } from "@cm/contracts";
import sharp from "sharp";
import type { Db, Tx } from "../../db/client";
import { campaignImages, type campaigns } from "../../db/tables";
import type { FileStore } from "../../platform/files";
import { storeImageSizes } from "../../platform/images";

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A demo poster: the campaign's title and place on a coloured background. */
function poster(title: string, line: string, colours: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/>
  </linearGradient></defs>
  <rect width="1600" height="900" fill="url(#g)"/>
  <circle cx="1320" cy="180" r="260" fill="#ffffff" fill-opacity="0.08"/>
  <text x="110" y="470" font-family="sans-serif" font-size="96" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>
  <text x="110" y="580" font-family="sans-serif" font-size="48" fill="#ffffff" fill-opacity="0.85">${escapeXml(line)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Stores demo posters of a campaign as its pictures, as an upload would (a web size and a thumbnail). */
export async function seedCampaignPictures(
  conn: Db | Tx,
  files: FileStore,
  campaign: typeof campaigns.$inferSelect,
  posters: { line: string; colours: [string, string] }[],
): Promise<void> {
  for (const [position, p] of posters.entries()) {
    const bytes = await poster(campaign.title, p.line, p.colours);
    const [web, thumb] = await storeImageSizes(
      files,
      bytes,
      { field: "file", maxBytes: CAMPAIGN_IMAGE_MAX_BYTES },
      [
        { width: 1600, height: 1600 },
        { width: 480, height: 480 },
      ],
    );
    if (!web || !thumb) continue;
    await conn.insert(campaignImages).values({
      church: campaign.church,
      campaign: campaign.id,
      file: web.name,
      thumb: thumb.name,
      width: web.width,
      height: web.height,
      size: web.size,
      position,
    });
  }
}
