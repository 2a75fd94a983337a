import type { Page, Request } from "@playwright/test";
import { nextFrames } from "./fit";

const isApiCall = (url: string) => new URL(url).pathname.startsWith("/api/");
const nameOf = (request: Request) => {
  const url = new URL(request.url());
  return `${request.method()} ${url.pathname}${url.search}`;
};

/**
 * Watches a page's calls to the API: `settled()` waits until none is on its way and the page shows
 * nothing loading; `refused()` gives the calls the server refused (403) since it was last asked,
 * one line each. A page should ask only for what its user may read.
 */
export function watchApiCalls(page: Page) {
  const pending = new Set<Request>();
  let refused: string[] = [];
  page.on("request", (request) => {
    if (isApiCall(request.url())) pending.add(request);
  });
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => pending.delete(request));
  page.on("response", (response) => {
    if (response.status() === 403 && isApiCall(response.url()))
      refused.push(`${nameOf(response.request())} 403`);
  });
  return {
    async settled(): Promise<void> {
      // An answer may lead to further calls (a detail after its list): until a round starts none.
      for (let round = 0; round < 20; round++) {
        // Until each body has come too: an answer's headers come before its body, and a round
        // that only waited for them could run out while the last body was still arriving.
        await Promise.all(
          [...pending].map((request) =>
            request
              .response()
              .then((response) => response?.finished())
              .catch(() => null),
          ),
        );
        await page.waitForFunction(
          () => document.querySelector('[role="status"][aria-label="Loading"], [aria-busy="true"]') === null,
          null,
          { timeout: 15_000 },
        );
        if (pending.size === 0) {
          // What the answers drew (a chart measuring its room) is on the screen two frames later.
          await nextFrames(page);
          return;
        }
      }
      throw new Error(`Calls still on their way: ${[...pending].map(nameOf).join(", ")}`);
    },
    refused(): string[] {
      const seen = refused;
      refused = [];
      return seen;
    },
  };
}
