import { msg } from "@cm/contracts/rules";
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from "@mantine/core";

// A calm indigo that reads well on both the public site and dense office tables.
const brand: MantineColorsTuple = [
  "#eef0ff",
  "#dcdefa",
  "#b6baf0",
  "#8d93e6",
  "#6b72de",
  "#565dd9",
  "#4a52d8",
  "#3b43c0",
  "#333aac",
  "#283198",
];

type Translate = (key: string) => string;
const PAGE_CONTROLS = {
  first: msg("First page"),
  previous: msg("Previous page"),
  next: msg("Next page"),
  last: msg("Last page"),
} as const;

/** The theme with its words (close buttons' names, page buttons') in the language `t` gives. */
export const themeIn = (t: Translate) =>
  createTheme({
    primaryColor: "brand",
    primaryShade: { light: 7, dark: 5 },
    colors: { brand },
    defaultRadius: "md",
    fontFamily:
      "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    headings: {
      fontFamily:
        "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      fontWeight: "700",
    },
    components: {
      // A button's words wrap onto a second line rather than run past a phone's edge (a long
      // translation); one line keeps the button's usual height.
      Button: {
        defaultProps: { radius: "md" },
        styles: {
          root: { height: "auto", minHeight: "var(--button-height)" },
          inner: { minHeight: "var(--button-height)" },
          label: { whiteSpace: "normal", height: "auto", textAlign: "center", paddingBlock: 4 },
        },
      },
      Paper: { defaultProps: { radius: "md" } },
      // Every button that shows only an icon has a name (WCAG 4.1.2).
      Modal: { defaultProps: { closeButtonProps: { "aria-label": t("Close dialog") } } },
      Drawer: { defaultProps: { closeButtonProps: { "aria-label": t("Close panel") } } },
      // The focus placeholder is a role="presentation" child of role="menu", which a menu may not
      // contain (axe: aria-required-children); the first item takes the focus instead.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      Alert: { defaultProps: { closeButtonLabel: t("Dismiss") } },
      // A badge always shows its whole words ("APPROVED", never "APPRO…"): it keeps the width its
      // longest word needs, and the table or card around it makes room (a wide table scrolls
      // sideways). Words of a long label (in a longer language) go onto a second line.
      Badge: {
        styles: {
          root: {
            minWidth: "min-content",
            overflow: "visible",
            height: "auto",
            minHeight: "var(--badge-height)",
          },
          label: {
            overflow: "visible",
            textOverflow: "clip",
            whiteSpace: "normal",
            lineHeight: 1.25,
            textAlign: "center",
          },
        },
      },
      Notification: { defaultProps: { closeButtonProps: { "aria-label": t("Dismiss") } } },
      // A number is never changed behind the typist's back (-4 made 0 on leaving the field): fields
      // refuse what is out of range with a message instead (components/form-number-field.tsx).
      NumberInput: { defaultProps: { clampBehavior: "none" } },
      // A table wider than the screen scrolls sideways: the keyboard can reach and scroll it too.
      // Natively: a scroll area would scroll an inner box that the focus cannot reach (WCAG 2.1.1).
      TableScrollContainer: { defaultProps: { tabIndex: 0, type: "native" } },
      Pagination: {
        defaultProps: {
          getControlProps: (control: "first" | "previous" | "last" | "next") => ({
            "aria-label": t(PAGE_CONTROLS[control]),
          }),
        },
      },
    },
  });

/** The theme in English (the tests' providers). */
export const theme = themeIn((key) => key);

// WCAG 2.2 AA asks 4.5:1 between text and its background (section 1.4.3). Mantine's defaults miss
// it in places: dimmed text (gray 6, 3.3:1 on white), light badges and alerts (shade 9 on shade 1,
// 2.6:1 for yellow, 4.3:1 for teal) and white text on the lighter filled colours (teal 7, 3:1).
const AA = 4.5;
/** Dimmed text: 6.1:1 on white, 4.6:1 on the brand's light tint (a selected sidebar item). */
export const DIMMED = "#5c636a";

type Rgb = [number, number, number];
const rgbOf = (hex: string): Rgb => {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
};
const hexOf = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
/** The colour, darkened in small steps until it reads at 4.5:1 on every background given. */
export function readableOn(color: string, backgrounds: string[]): string {
  let rgb = rgbOf(color);
  for (let step = 0; step < 40 && backgrounds.some((bg) => contrastRatio(hexOf(rgb), bg) < AA); step++) {
    rgb = rgb.map((c) => c * 0.95) as Rgb;
  }
  return hexOf(rgb);
}

/** The colour a little darker (a hover state). */
const deeper = (color: string) => hexOf(rgbOf(color).map((c) => c * 0.88) as Rgb);

const WHITE = "#ffffff";
const PAGE = "#f8f9fa"; // gray 0, behind the signed-in pages

/**
 * The light scheme's colour variables, darkened where Mantine's would fail AA: dimmed text; for
 * every colour its text and outline colour (on white and the page), the text of its light variant
 * (on its own light tint) and its filled colour (under white text).
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = {
    "--mantine-color-dimmed": DIMMED,
    // Empty file pickers and selects show their placeholder as text, which must be readable too.
    "--mantine-color-placeholder": DIMMED,
    "--mantine-color-anchor": readableOn(brand[7], [WHITE, PAGE, brand[0]]),
  };
  const red = t.colors.red?.[7] ?? "#f03e3e";
  const teal = t.colors.teal?.[8] ?? "#099268";
  light["--mantine-color-error"] = readableOn(red, [WHITE, PAGE]);
  // Menus colour a destructive item with red 6 itself (Sign out, Delete), on white and, while the
  // pointer or the keyboard is on it, on red 2.
  light["--mantine-color-red-6"] = readableOn(t.colors.red?.[6] ?? "#fa5252", [
    WHITE,
    t.colors.red?.[2] ?? "#ffc9c9",
  ]);
  light["--mantine-color-success"] = readableOn(teal, [WHITE, PAGE]);
  const shade = typeof t.primaryShade === "number" ? t.primaryShade : t.primaryShade.light;
  for (const [name, shades] of Object.entries(t.colors)) {
    if (!shades || shades.length < 10) continue;
    // The deep shades are what text in a colour uses (c="teal.8"): readable on white.
    for (const index of [7, 8, 9]) {
      const value = shades[index];
      if (value && contrastRatio(value, WHITE) < AA)
        light[`--mantine-color-${name}-${index}`] = readableOn(value, [WHITE]);
    }
    const [, tint, , , , , , , , deepest] = shades as unknown as string[];
    const filled = readableOn(shades[shade] ?? deepest ?? "#000000", [WHITE]);
    const text = readableOn(deepest ?? "#000000", [WHITE, PAGE, tint ?? WHITE]);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = deeper(filled);
    light[`--mantine-color-${name}-light-color`] = text;
    light[`--mantine-color-${name}-text`] = readableOn(filled, [WHITE, PAGE]);
    light[`--mantine-color-${name}-outline`] = readableOn(filled, [WHITE, PAGE]);
  }
  return { variables: {}, light, dark: {} };
};
