import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// The reader's own copies of the standard PDF fonts, for any document that uses them.
const FONTS = `${join(dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/**
 * What a PDF says, read back with Mozilla's PDF reader: its page count, the first page's size in
 * points, and its text with the items of each line joined by spaces and lines by newlines.
 */
export async function pdfText(
  bytes: Buffer,
): Promise<{ pages: number; size: { width: number; height: number }; content: string }> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: FONTS,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const rows = new Map<number, { x: number; text: string }[]>();
    for (const item of content.items) {
      if (!("str" in item) || !item.str.trim()) continue;
      const y = Math.round(item.transform[5] ?? 0);
      rows.set(y, [...(rows.get(y) ?? []), { x: item.transform[4] ?? 0, text: item.str }]);
    }
    for (const y of [...rows.keys()].sort((a, b) => b - a)) {
      lines.push(
        (rows.get(y) ?? [])
          .sort((a, b) => a.x - b.x)
          .map((i) => i.text)
          .join(" "),
      );
    }
  }
  const first = await doc.getPage(1);
  const [, , width = 0, height = 0] = first.view;
  const size = { width: Math.round(width * 100) / 100, height: Math.round(height * 100) / 100 };
  const pages = doc.numPages;
  await doc.destroy();
  // The documents write decomposed letters ("e" and an accent): read back as one letter each.
  return { pages, size, content: lines.join("\n").normalize("NFC") };
}
