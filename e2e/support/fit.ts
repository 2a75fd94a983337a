import type { Page } from "@playwright/test";

/**
 * Words the page shows only in part: a status badge cut to "APPRO…", the top bar's title cut to
 * "Dashboa…", a chart's axis label running off its picture ("HS 0.00") or over its neighbour.
 * One line per word, naming it, for the failure message; empty when every word shows whole.
 */
export function cutOffWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && el.closest("[hidden], [aria-hidden='true']") === null;
    };
    const words = (el: Element) => (el.textContent ?? "").trim();
    // Text that needs more room than it has: a badge (its frame or its label) and the page title.
    const boxes = document.querySelectorAll<HTMLElement>(
      ".mantine-Badge-root, .mantine-Badge-label, [data-testid='page-title']",
    );
    for (const el of boxes) {
      if (shown(el) && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`"${words(el)}" shows ${el.clientWidth} of its ${el.scrollWidth} px`);
      }
    }
    // A badge stays inside the card or table cell it belongs to.
    for (const badge of document.querySelectorAll(".mantine-Badge-root")) {
      const holder = badge.parentElement?.closest("td, th, li, .mantine-Paper-root, .mantine-Card-root");
      if (!holder || !shown(badge)) continue;
      const [inner, outer] = [badge.getBoundingClientRect(), holder.getBoundingClientRect()];
      if (inner.left < outer.left - 1 || inner.right > outer.right + 1) {
        problems.push(
          `"${words(badge)}" runs past the edge of its ${holder.tagName === "TD" ? "cell" : "card"}`,
        );
      }
    }
    // A chart's labels stay inside its picture and clear of one another.
    for (const svg of document.querySelectorAll("svg[role='img']")) {
      if (!shown(svg)) continue;
      const frame = svg.getBoundingClientRect();
      const labels = [...svg.querySelectorAll("text")].map((t) => ({
        text: words(t),
        box: t.getBoundingClientRect(),
      }));
      for (const { text, box } of labels) {
        if (box.left < frame.left - 1 || box.right > frame.right + 1) {
          problems.push(`chart label "${text}" runs off its chart`);
        }
      }
      labels.forEach((a, i) => {
        for (const b of labels.slice(i + 1)) {
          const apart =
            a.box.right <= b.box.left + 1 ||
            b.box.right <= a.box.left + 1 ||
            a.box.bottom <= b.box.top + 1 ||
            b.box.bottom <= a.box.top + 1;
          if (!apart) problems.push(`chart labels "${a.text}" and "${b.text}" overlap`);
        }
      });
    }
    return problems;
  });
}

/**
 * Waits for the page to draw twice: what a change of width re-arranges through scripts (a table
 * turned into phone cards, a chart that measured its new room) has been drawn by then.
 */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}
