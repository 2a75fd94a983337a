import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type PDFKit from "pdfkit";

/**
 * The fonts every PDF is written in: Noto Sans, embedded (only the letters a document uses).
 * The standard PDF fonts (Helvetica) cannot draw Yoruba's letters with a dot below (ẹ, ọ, ṣ) or
 * its tone marks, nor the naira and cedi signs, so no document relies on them.
 */
const FILES = {
  regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
} as const;
export type PdfFont = keyof typeof FILES;

const require = createRequire(import.meta.url);

type Position = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
type Run = { glyphs: unknown[]; positions: Position[] };
type Font = { layout(text: string, features?: unknown): Run };

// pdfkit's own font reader. A font it has read is handed to every later document as it is, so
// the font's tables are parsed once per process, not once per document: a year's statements make
// thousands of documents, and reading Noto Sans again for each cost most of a document's time.
const fontkit = createRequire(require.resolve("pdfkit"))("fontkit") as { create(bytes: Buffer): Font };

/** A laid-out word as pdfkit reads it: its glyphs, its positions (pdfkit scales them) and width. */
class LaidOut {
  constructor(
    readonly glyphs: unknown[],
    readonly positions: Position[],
  ) {}
  get advanceWidth(): number {
    let width = 0;
    for (const p of this.positions) width += p.xAdvance;
    return width;
  }
}

// Laying out a word (shaping it with the font's tables) is the other large cost of a document;
// the same words (dates, amounts, headings) recur from one document to the next. pdfkit scales the
// positions it is given in place, so each caller gets its own copy of them.
const LAYOUTS_KEPT = 20_000;
function withKeptLayouts(font: Font): Font {
  const layout = font.layout.bind(font);
  const kept = new Map<string, Run>();
  font.layout = (text: string, features?: unknown) => {
    const key = features === undefined ? text : `${JSON.stringify(features)}\u0000${text}`;
    let run = kept.get(key);
    if (!run) {
      const made = layout(text, features);
      run = { glyphs: made.glyphs, positions: made.positions.map((p) => ({ ...p })) };
      if (kept.size >= LAYOUTS_KEPT) kept.clear();
      kept.set(key, run);
    }
    return new LaidOut(
      run.glyphs,
      run.positions.map((p) => ({ ...p })),
    );
  };
  return font;
}

let loaded: Record<PdfFont, Font> | null = null;
const fonts = () =>
  (loaded ??= {
    regular: withKeptLayouts(fontkit.create(readFileSync(require.resolve(FILES.regular)))),
    bold: withKeptLayouts(fontkit.create(readFileSync(require.resolve(FILES.bold)))),
  });

/**
 * The options that start a document in the regular font (pdfkit otherwise reads its standard
 * Helvetica for every new document, which no document uses).
 */
export const pdfFontOptions = () => ({ font: fonts().regular as unknown as string });

/**
 * Registers the two fonts on a new document (read from disk once per process), and has the
 * document write its text decomposed (NFD: "ọ" as "o" and a dot below). The font draws a
 * precomposed "ọ" as those two shapes too, and the PDF would then say that every plain "o" of
 * the document is "ọ" to whoever copies or searches its text.
 */
export function usePdfFonts(pdf: PDFKit.PDFDocument): void {
  const { regular, bold } = fonts();
  // pdfkit takes a font it has read already (anything with `layout`); its types say bytes or a path.
  pdf.registerFont("regular", regular as unknown as Buffer);
  pdf.registerFont("bold", bold as unknown as Buffer);
  pdf.font("regular");
  const text = pdf.text.bind(pdf) as (value: unknown, ...rest: unknown[]) => PDFKit.PDFDocument;
  pdf.text = ((value: unknown, ...rest: unknown[]) =>
    text(typeof value === "string" ? value.normalize("NFD") : value, ...rest)) as typeof pdf.text;
}
