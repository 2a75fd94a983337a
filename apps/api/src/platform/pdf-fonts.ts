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

const resolve = createRequire(import.meta.url).resolve;
let loaded: Record<PdfFont, Buffer> | null = null;

/**
 * Registers the two fonts on a new document (read from disk once per process), and has the
 * document write its text decomposed (NFD: "ọ" as "o" and a dot below). The font draws a
 * precomposed "ọ" as those two shapes too, and the PDF would then say that every plain "o" of
 * the document is "ọ" to whoever copies or searches its text.
 */
export function usePdfFonts(pdf: PDFKit.PDFDocument): void {
  loaded ??= {
    regular: readFileSync(resolve(FILES.regular)),
    bold: readFileSync(resolve(FILES.bold)),
  };
  pdf.registerFont("regular", loaded.regular);
  pdf.registerFont("bold", loaded.bold);
  pdf.font("regular");
  const text = pdf.text.bind(pdf) as (value: unknown, ...rest: unknown[]) => PDFKit.PDFDocument;
  pdf.text = ((value: unknown, ...rest: unknown[]) =>
    text(typeof value === "string" ? value.normalize("NFD") : value, ...rest)) as typeof pdf.text;
}
