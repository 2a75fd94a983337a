import { msg } from "@cm/contracts";
import { inArray } from "drizzle-orm";
import QRCode from "qrcode";
import { assets } from "../../db/tables";
import { notFound } from "../../platform/errors";
import { siteUrl } from "../../platform/http/site-url";
import { usePdfFonts } from "../../platform/pdf-fonts";
import { FileAnswer, type ResourceContext } from "../../platform/resources/resource";
import { decorateAssets } from "./assets.service";

// On A4, three columns of seven labels (63.5 x 38.1 mm, a common sticker sheet).
const LABEL = { width: 180, height: 108, columns: 3, rows: 7, left: 20, top: 43, gap: 7 };

/**
 * A printable A4 sheet of QR-code labels for the chosen assets the caller may read: the asset's
 * tag, name and church beside a QR code that opens the asset's page. Any id out of reach is 404.
 */
export async function labelSheet(ctx: ResourceContext, ids: number[]): Promise<FileAnswer> {
  const reach = await ctx.scoped();
  const rows = await reach.rows(assets, inArray(assets.id, ids));
  if (rows.length !== ids.length) throw notFound(msg("One of the chosen assets was not found."));
  const order = new Map(ids.map((id, i) => [id, i]));
  const shown = (await decorateAssets(ctx, rows)).sort(
    (a, b) => (order.get(Number(a.id)) ?? 0) - (order.get(Number(b.id)) ?? 0),
  );
  const base = siteUrl(ctx.request.server, ctx.request);
  const { default: PDFDocument } = await import("pdfkit");
  const pdf = new PDFDocument({
    size: "A4",
    margin: 0,
    compress: false,
    info: { Title: "Asset labels", Author: "Church Management" },
  });
  usePdfFonts(pdf);
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  const perPage = LABEL.columns * LABEL.rows;
  for (const [i, row] of shown.entries()) {
    if (i > 0 && i % perPage === 0) pdf.addPage();
    const slot = i % perPage;
    const x = LABEL.left + (slot % LABEL.columns) * (LABEL.width + LABEL.gap);
    const y = LABEL.top + Math.floor(slot / LABEL.columns) * LABEL.height;
    const png = await QRCode.toBuffer(`${base}/assets/${row.id}`, { margin: 0, width: 240 });
    pdf
      .rect(x, y, LABEL.width, LABEL.height - 6)
      .lineWidth(0.5)
      .strokeColor("#999999")
      .stroke();
    pdf.image(png, x + 8, y + 10, { width: 76, height: 76 });
    const textX = x + 92;
    const width = LABEL.width - 98;
    pdf.fillColor("black").font("bold").fontSize(11);
    pdf.text(String(row.asset_tag), textX, y + 12, { width, lineBreak: false, ellipsis: true });
    pdf.font("regular").fontSize(8.5);
    pdf.text(String(row.name), textX, y + 30, { width, height: 34, ellipsis: true });
    pdf.fontSize(7.5).fillColor("#444444");
    pdf.text(String(row.church_name), textX, y + 68, { width, height: 20, ellipsis: true });
  }
  pdf.end();
  return new FileAnswer(await done, "application/pdf", "asset-labels.pdf", "inline");
}
