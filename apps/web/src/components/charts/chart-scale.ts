import { getDisplayLocale } from "@cm/contracts/rules";
/** A colour as the app names them ("blue.6", "brand.2") as the CSS variable Mantine defines for it. */
export function colorVar(color: string): string {
  const [name, shade] = color.split(".");
  return shade ? `var(--mantine-color-${name}-${shade})` : `var(--mantine-color-${name}-filled)`;
}

/**
 * Round steps for a value axis through 0 that takes in `min` and `max`: 1, 2 or 5 times a power of
 * ten, about `count` of them. `[0, 5, 10, 15, 20]` for 0 to 17; `[-10, 0, 10, 20]` for -4 to 17.
 */
export function niceTicks(max: number, count = 4, min = 0): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  if (high - low <= 0) return [0, 1];
  const rough = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  for (let t = Math.floor(low / step) * step; t < high + step; t += step)
    ticks.push(Math.round(t * 1e6) / 1e6);
  return ticks;
}

let ruler: CanvasRenderingContext2D | null | undefined;

/**
 * How wide a label is drawn at `size` px in the page's font: measured where the browser can, and
 * estimated generously (0.62 em a character) where it cannot.
 */
export function textWidth(text: string, size: number): number {
  if (ruler === undefined) {
    try {
      ruler = document.createElement("canvas").getContext("2d");
    } catch {
      ruler = null;
    }
  }
  if (!ruler) return text.length * size * 0.62;
  ruler.font = `${size}px ${getComputedStyle(document.body).fontFamily}`;
  return ruler.measureText(text).width;
}

/** Every how many category labels one is shown, so labels about `labelWidth` wide do not overlap. */
export function labelEvery(categories: number, width: number, labelWidth = 56): number {
  if (categories === 0 || width <= 0) return 1;
  return Math.max(1, Math.ceil((categories * labelWidth) / width));
}

/** A figure the shown language's way, with at most `digits` decimals: "1,234.5", "1 234,5". */
export const plainNumber = (value: number, digits = 1) =>
  new Intl.NumberFormat(getDisplayLocale(), { maximumFractionDigits: digits }).format(value);

/** An axis tick in few characters, the shown language's way: "450K", "1,2 M". */
export const compactNumber = (value: number) =>
  new Intl.NumberFormat(getDisplayLocale(), { notation: "compact", maximumFractionDigits: 1 }).format(value);
