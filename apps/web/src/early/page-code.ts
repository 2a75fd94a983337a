/**
 * Which code each signed-in page needs beyond the shell's, written by the build
 * (build/page-code.ts): an address pattern as a regular expression, and the page's script and
 * style files under the site's root.
 */
export type PageCode = [pattern: string, files: string[]][];

/**
 * Asks the browser for the code of the page at `path` as the HTML is read, instead of once the
 * app has run and found which page it draws (a round trip later on a slow line). The app's own
 * request for the same file then takes the one already on its way.
 */
export function preloadPageCode(path: string, code: PageCode, head: HTMLElement = document.head): void {
  const wanted = new Set<string>();
  for (const [pattern, files] of code)
    if (new RegExp(pattern).test(path)) for (const f of files) wanted.add(f);
  for (const file of wanted) {
    const link = document.createElement("link");
    if (file.endsWith(".css")) {
      link.rel = "preload";
      link.as = "style";
    } else link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = `/${file}`;
    head.append(link);
  }
}
