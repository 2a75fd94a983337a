import { createRequire } from "node:module";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// pdf.js's own copies of the standard fonts, which the app's PDFs use.
const FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/** The text of a PDF, each line's pieces joined by spaces. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: FONTS,
    isEvalSupported: false,
  }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    const rows = new Map<number, { x: number; s: string }[]>();
    for (const item of content.items) {
      if (!("str" in item) || !item.str.trim()) continue;
      const y = Math.round(item.transform[5] ?? 0);
      rows.set(y, [...(rows.get(y) ?? []), { x: item.transform[4] ?? 0, s: item.str }]);
    }
    for (const y of [...rows.keys()].sort((a, b) => b - a))
      lines.push(
        (rows.get(y) ?? [])
          .sort((a, b) => a.x - b.x)
          .map((i) => i.s)
          .join(" "),
      );
  }
  await doc.destroy();
  return lines.join("\n");
}
