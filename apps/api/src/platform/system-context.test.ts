import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

/**
 * Every use of the system context (the database with no caller's reach, or `ctx.unscoped(use)` on
 * the request's connection), with why it has no caller to scope it by. A module that names a use not listed here fails this test until it is
 * listed; one that reads or writes a church's data for a signed-in caller belongs in a resource,
 * where `ctx.scoped()` and `ctx.reach()` narrow it and the access matrix checks it.
 */
const SYSTEM_USES: Record<string, string> = {
  "auth.sign-in": "sign-in, token refresh and sign-out: who the caller is, before there is one",
  "accounts.own-account": "the caller's own user row, found by their id, and a new account at registration",
  "accounts.own-data-export":
    "the caller's own data for a download, found by their user id and the member records linked to it",
  "accounts.password-reset": "account recovery by an e-mailed token, before anyone signs in",
  "affiliates.referral-links":
    "a visitor's referral link counted by its code, and a requester linking their own request",
  "affiliates.people":
    "the names on affiliate profiles, rewards, withdrawals and referrals: an affiliate and the people they referred belong to any church, or to none yet",
  "churches.public-figures": "the public home page's counts of the whole organisation",
  "church-requests.requester":
    "a requester's own account, referral and chosen region (regions are public), reached through their request: they belong to no church yet, and approval moves them into the new one",
  "giving.online-gifts":
    "a church's public giving page, its checkout and receipt by a random reference, for anyone (no caller, or one of another church), and the names of the churches and funds a donor's standing gifts go to",
  "giving.jobs": "scheduled charges of standing gifts through kept authorisations, under an advisory lock",
  "health.readiness": "whether the database answers, no data",
  "marketing.campaign-pictures": "pictures of campaigns on the public site, by their stored name",
  "marketing.public-campaigns": "the campaigns running today, as the public site lists them to anyone",
  "marketing.campaign-tracking": "views, clicks and shares of running campaigns counted from public pages",
  "payments.settlement":
    "a payment's checkout, verification, crediting and refund by its gateway reference, started from a payment in the caller's reach: the subscription, invoice, discount use and affiliate reward it settles are not all the caller's",
  "payments.webhooks": "signed gateway notifications and the sandbox checkout, by payment reference",
  "programs.calendar-feed": "a church's calendar for phone calendars, found by its secret token",
  "programs.jobs": "scheduled reminders and program dates, under an advisory lock",
  "serving.jobs": "reminders to the people serving in the coming days, under an advisory lock",
  "serving.respond": "an e-mailed answer to being asked to serve, found by the assignment's secret token",
  "settings.installation": "the installation's maintenance record and contact details, not a church's",
  "subscriptions.feature-gate": "which features a church's subscription gives, for the platform's gate",
  "users.unique-names": "whether a username or e-mail is taken by any user of the installation",
  "testimonies.public-pages":
    "the church and type names of published testimonies, which the public site shows to anyone",
  "subscriptions.jobs":
    "scheduled expiry, plan changes, renewal invoices and reminders, under an advisory lock",
};

const modulesDir = fileURLToPath(new URL("../modules/", import.meta.url));
/** The modules' own code: not tests, their fixtures, or the demo seeds (which run before any request). */
const sources = readdirSync(modulesDir, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".ts") && !/\.test\.ts$|\.test-support\.ts$|\.seed\.ts$|demo-seed\.ts$/.test(f))
  .map((f) => ({ file: f.split(path.sep).join("/"), text: readFileSync(path.join(modulesDir, f), "utf8") }));

const matches = (pattern: RegExp) =>
  sources.flatMap(({ file, text }) => [...text.matchAll(pattern)].map((m) => ({ file, found: m })));

it("reads the modules' code", () => {
  expect(sources.length).toBeGreaterThan(100);
});

it("lists every use of the system context with its reason, and nothing it does not use", () => {
  const calls = [
    ...matches(/systemContext\(\s*[\w.]+\s*,\s*("([^"]*)"|[^)]*)\)/g),
    // The request's own connection unnarrowed (`ctx.unscoped(use)`), listed alike.
    ...matches(/\bunscoped\(\s*("([^"]*)"|[^)]*)\)/g),
  ];
  const unnamed = calls.filter((c) => c.found[2] === undefined).map((c) => `${c.file}: ${c.found[0]}`);
  expect(unnamed, "a use is named by a string, so it can be listed").toEqual([]);
  const used = [...new Set(calls.map((c) => c.found[2] as string))].sort();
  expect(used).toEqual(Object.keys(SYSTEM_USES).sort());
});

it("takes no raw database handle in a module outside the system context", () => {
  const raw = matches(/\b(app|server|deps|this\.app)\.db\b/g).map((c) => `${c.file}: ${c.found[0]}`);
  expect(raw).toEqual([]);
});

it("leaves building a reach to the platform", () => {
  const built = matches(/\b(reachOfCaller|callerCondition|reachConditions)\b/g).map((c) => c.file);
  expect(built).toEqual([]);
});
