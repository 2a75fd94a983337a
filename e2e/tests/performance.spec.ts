// What a visitor's browser gets from the built app: compressed answers, hashed files cached for a
// year, few requests, pages that do not jump while they arrive, and one request for the church's
// subscription. Counts and scores only: timings are measured by bench/web, not asserted here.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../constants";
import { expectAccessible } from "../support/a11y";
import { expect, test } from "../support/test";

const CURRENT_SUBSCRIPTION = "/api/subscriptions/subscriptions/current/";
/** Largest cumulative layout shift allowed (a "good" page has at most 0.1; the target is 0.05). */
const CLS_BUDGET = 0.05;
const REQUESTS_BUDGET = 30;

// Installed before the app's own code: records every layout shift not caused by input.
const RECORD_SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push([e.startTime, e.value]);
  }).observe({ type: "layout-shift", buffered: true });
`;

/** CLS as web-vitals computes it: the largest window of shifts less than 1 s apart, at most 5 s long. */
async function cumulativeLayoutShift(page: Page): Promise<number> {
  const shifts = (await page.evaluate("window.__shifts")) as [number, number][];
  let best = 0;
  let sum = 0;
  let first = Number.NEGATIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const [at, value] of shifts) {
    if (at - last < 1000 && at - first < 5000) sum += value;
    else {
      sum = value;
      first = at;
    }
    last = at;
    best = Math.max(best, sum);
  }
  return best;
}

/** A browser context signed in as `username` (its tokens in local storage), with an empty cache. */
async function signedInContext(browser: Browser, username: string): Promise<BrowserContext> {
  const setup = await browser.newContext();
  const page = await setup.newPage();
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/churches$/);
  const storageState = await setup.storageState();
  await setup.close();
  return browser.newContext({ storageState });
}

type Load = { page: Page; requests: string[] };

/** Opens `path` in a fresh tab of `context` and waits until it has settled: data in, no loading screen. */
async function load(
  context: BrowserContext,
  path: string,
  ready: (page: Page) => Promise<void>,
): Promise<Load> {
  const page = await context.newPage();
  const requests: string[] = [];
  page.on("request", (r) => requests.push(new URL(r.url()).pathname));
  await page.addInitScript(RECORD_SHIFTS);
  await page.goto(path);
  await ready(page);
  await expect(page.getByText("Please wait while we prepare your experience")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  return { page, requests };
}

const heading = (name: string) => async (page: Page) => {
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name })).toBeVisible();
};

test("text answers are compressed, hashed files cached for a year, the page itself never kept", async ({
  request,
}) => {
  const index = await request.get("/", { headers: { "accept-encoding": "br, gzip" } });
  expect(index.headers()["content-encoding"]).toBe("br");
  expect(index.headers()["cache-control"]).toBe("no-cache");
  const html = await index.text();
  const script = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  const style = html.match(/\/assets\/[\w.-]+\.css/)?.[0];
  expect(script && style, "the page names its script and style").toBeTruthy();
  for (const file of [script, style] as string[]) {
    const br = await request.get(file, { headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers()["content-encoding"], file).toBe("br");
    expect(br.headers()["cache-control"], file).toBe("public, max-age=31536000, immutable");
    expect(br.headers().vary, file).toMatch(/accept-encoding/i);
    const gz = await request.get(file, { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers()["content-encoding"], file).toBe("gzip");
  }
  // A deep link gets the same page, also never kept without asking.
  const deep = await request.get("/church/members", { headers: { "accept-encoding": "gzip" } });
  expect(deep.headers()["cache-control"]).toBe("no-cache");
  // The API's JSON answers too.
  const api = await request.get("/api/openapi.json", { headers: { "accept-encoding": "br, gzip" } });
  expect(api.headers()["content-encoding"]).toBe("br");
});

test("the public pages arrive without a layout shift and in few requests", async ({ browser }) => {
  // One accessibility check per page, each a few seconds on a small machine.
  test.setTimeout(90_000);
  for (const [path, ready] of [
    ["/", heading("Run your whole church family from one place")],
    ["/login", heading("Sign in")],
  ] as const) {
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 360, height: 740 },
    ]) {
      const context = await browser.newContext({ viewport });
      const { page, requests } = await load(context, path, async (p) => {
        await ready(p);
        // The footer's contact details are the last thing to arrive.
        await expect(
          p.getByRole("contentinfo").getByRole("link", { name: /@/ }).or(p.getByLabel("Username")),
        ).toBeVisible();
      });
      const where = `${path} at ${viewport.width} px`;
      expect(await cumulativeLayoutShift(page), `CLS of ${where}`).toBeLessThanOrEqual(CLS_BUDGET);
      expect(requests.length, `requests of ${where}: ${requests.join(" ")}`).toBeLessThanOrEqual(
        REQUESTS_BUDGET,
      );
      await expectAccessible(page, where);
      await context.close();
    }
  }
});

test("the home and sign-in pages are drawn before any script runs, and the app takes them over as they are", async ({
  browser,
}) => {
  const pages = [
    ["/", heading("Run your whole church family from one place")],
    ["/login", heading("Sign in")],
  ] as const;
  // Without scripts: what a phone on a slow line paints while the app's code is still coming.
  const bare = await browser.newContext({ javaScriptEnabled: false });
  for (const [path, ready] of pages) {
    const page = await bare.newPage();
    await page.goto(path);
    await ready(page);
    if (path === "/login") await expect(page.getByLabel("Username")).toBeVisible();
  }
  await bare.close();
  // With scripts: the app hydrates the page it was sent, with no mismatch to report, and works.
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  for (const [path, ready] of pages) {
    await page.goto(path);
    await ready(page);
  }
  await page.getByLabel("Username").fill("local_admin");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/(churches|dashboard)$/);
  expect(problems).toEqual([]);
  await context.close();
});

test("signed-in pages arrive without a layout shift, in few requests, asking for the subscription once", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await signedInContext(browser, "local_admin");
  for (const [path, name] of [
    ["/churches", "Churches"],
    ["/church", "Church overview"],
    ["/church/members", "Members"],
    ["/church/events", "Events"],
    ["/users", "Users"],
  ] as const) {
    const { page, requests } = await load(context, path, heading(name));
    expect(await cumulativeLayoutShift(page), `CLS of ${path}`).toBeLessThanOrEqual(CLS_BUDGET);
    expect(requests.length, `requests of ${path}: ${requests.join(" ")}`).toBeLessThanOrEqual(
      REQUESTS_BUDGET,
    );
    expect(
      requests.filter((r) => r === CURRENT_SUBSCRIPTION),
      `subscription requests of ${path}`,
    ).toHaveLength(1);
    await page.close();
  }
  await context.close();
});

test("a signed-in page's HTML asks for the page's own code as it is read, and it comes once", async ({
  browser,
}) => {
  const context = await signedInContext(browser, "local_admin");
  const { page, requests } = await load(context, "/church/members", heading("Members"));
  // Named by the page's first script (src/early/page-code.ts) before the app has run.
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute("href") ?? ""),
  );
  const ownCode = preloaded.filter((href) => /^\/assets\/members-[\w-]+\.js$/.test(href));
  expect(ownCode, preloaded.join(" ")).toHaveLength(1);
  expect(requests.filter((r) => r === ownCode[0])).toHaveLength(1);
  await context.close();
});

test("on a phone, the programs calendar's month arriving moves nothing drawn under it", async ({
  browser,
}) => {
  const context = await signedInContext(browser, "local_admin");
  // The month is held back until its placeholder shows: what comes under it must wait for it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(/\/api\/programs\/programs\/calendar\//, async (route) => {
    await held;
    await route.continue();
  });
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(RECORD_SHIFTS);
  await page.goto("/programs/calendar");
  await expect(page.getByLabel("Loading the calendar")).toBeVisible();
  release();
  await expect(page.getByRole("heading", { name: "Subscribe from a phone" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await cumulativeLayoutShift(page), "CLS of /programs/calendar on a phone").toBeLessThanOrEqual(
    CLS_BUDGET,
  );
  await context.close();
});

test("moving to another page asks for the subscription once more, not twice", async ({ browser }) => {
  const context = await signedInContext(browser, "local_admin");
  const { page, requests } = await load(context, "/churches", heading("Churches"));
  expect(requests.filter((r) => r === CURRENT_SUBSCRIPTION)).toHaveLength(1);
  // A page behind the subscription's feature gate, reached through the sidebar.
  await page.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name: "Members" }).click();
  await heading("Members")(page);
  await page.waitForLoadState("networkidle");
  expect(requests.filter((r) => r === CURRENT_SUBSCRIPTION)).toHaveLength(2);
  await context.close();
});
