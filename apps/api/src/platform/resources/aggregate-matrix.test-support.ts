import { hasPermission, ROLES, type Role, reachOf, todayIso } from "@cm/contracts";
import { and, eq, isNull } from "drizzle-orm";
import ExcelJS from "exceljs";
import { expect } from "vitest";
import { z } from "zod";
import { signedInUser } from "../../../test/factories";
import type { TestApp } from "../../../test/harness";
import { expenses, financeCategories, income, members } from "../../db/tables";
import { resources } from "../../modules";
import { forgetDashboards } from "../../modules/dashboard/dashboard.service";
import type { AccessRule } from "../auth/access";
import { type ChurchRow, fixtures } from "./fixtures.test-support";
import type { ActionDef, ResourceDef } from "./resource";

/** The names of reads that sum, count or list figures over many rows of many churches. */
const AGGREGATE = /summary|report|statistics|stats|dashboard|analytics|totals/;

/** Where the aggregate cases run: the app and two churches in two regions, each with every feature. */
export type MatrixWorld = { t: TestApp; churchA: ChurchRow; churchB: ChurchRow };

export type AggregateRoute = { def: ResourceDef; name: string; action: ActionDef };

/** Every summary, report, statistics and dashboard endpoint of every declared resource. */
export const aggregateRoutes: AggregateRoute[] = resources.flatMap((def) =>
  Object.entries(def.actions ?? {})
    .filter(([name, a]) => a.method === "GET" && AGGREGATE.test(name))
    .map(([name, action]) => ({ def, name, action })),
);

const allows = (rule: AccessRule, r: Role) =>
  rule === "public" ||
  rule === "authenticated" ||
  hasPermission({ role: r, is_church_admin: false }, rule.permission);

/**
 * A body without the time it was made (reports and dashboards carry it, in JSON or printed in a
 * CSV): everything else must stay the same.
 */
const withoutTimes = (body: string) =>
  body
    .replace(/"(generated_at|as_of)":"[^"]*"/g, '"$1":""')
    .replace(/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z?/g, "")
    // The time a download was made, in words at the reader's clock ("29 Nov 2026, 16:47 GMT"): a
    // minute may turn between two asks.
    .replace(/\d{1,2}:\d{2}(:\d{2})?( ?[A-Z]{2,5}( ?[+-]\d{1,2})?)?/g, "");

type Answer = { headers: Record<string, unknown>; body: string; rawPayload: Buffer };

/** Every cell of every sheet of a spreadsheet, as text. */
async function cellsOf(xlsx: Buffer): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx as unknown as ArrayBuffer);
  const sheets = book.worksheets.map((sheet) => {
    const rows: unknown[] = [];
    sheet.eachRow((row) => rows.push(row.values));
    return { name: sheet.name, rows };
  });
  return JSON.stringify(sheets);
}

/**
 * Two answers of one report are the same but for when they were made: a spreadsheet's cells, a
 * JSON or text body, or (a PDF, whose compressed streams hold its creation time) its size, which
 * still grows with any leaked row. A spreadsheet's size is not enough: its compressed parts hold
 * the time it was written and can differ by a byte when that time does.
 */
export async function expectSameAnswer(before: Answer, after: Answer, label?: string): Promise<void> {
  const type = String(before.headers["content-type"]);
  if (type.includes("spreadsheetml"))
    expect(withoutTimes(await cellsOf(after.rawPayload)), label).toEqual(
      withoutTimes(await cellsOf(before.rawPayload)),
    );
  else if (!/json|text|csv/.test(type)) expect(after.rawPayload.length, label).toBe(before.rawPayload.length);
  else expect(withoutTimes(after.body), label).toEqual(withoutTimes(before.body));
}

/**
 * What church B does in a day: one row of every church-owned fixture, and a member who joined,
 * money received and an approved expense dated today, so any figure of any period it leaks into moves.
 */
async function activityOf(world: MatrixWorld): Promise<void> {
  const { t, churchB } = world;
  const today = todayIso(t.clock.now());
  for (const fixture of Object.values(fixtures))
    if (fixture.owner === "church") await fixture.make(t.db, churchB);
  const [member] = await t.db
    .insert(members)
    .values({ church: churchB.id, first_name: "Leak", last_name: "Check", membership_date: today })
    .returning();
  if (!member) throw new Error("member not created");
  const category = async (kind: "INCOME" | "EXPENSE") => {
    const [row] = await t.db
      .select({ id: financeCategories.id })
      .from(financeCategories)
      .where(and(eq(financeCategories.kind, kind), isNull(financeCategories.church)))
      .limit(1);
    if (!row) throw new Error(`no national ${kind} category`);
    return row.id;
  };
  await t.db.insert(income).values({
    church: churchB.id,
    amount: "1000.00",
    currency: "GHS",
    received_on: today,
    category: await category("INCOME"),
  });
  await t.db.insert(expenses).values({
    church: churchB.id,
    amount: "500.00",
    currency: "GHS",
    spent_on: today,
    payee: "Leak check",
    status: "APPROVED",
    category: await category("EXPENSE"),
  });
}

type Ask = { label: string; url: string; token: string };

/**
 * The cases of one aggregate endpoint: a church-level and a region-level caller of church A's
 * side ask for their own figures, for church B's (by id) and for region B's (by id). Each answer
 * is a refusal (403 or 404) or figures that church B's day of activity does not change.
 */
export function aggregateCheck(world: () => MatrixWorld, route: AggregateRoute): () => Promise<void> {
  return async () => {
    const { t, churchA, churchB } = world();
    const { def, name, action } = route;
    const fixture = fixtures[def.name];
    const callers = [
      ROLES.find((r) => reachOf(r) === "church" && allows(action.access, r)),
      ROLES.find((r) => reachOf(r) === "region" && allows(action.access, r)),
    ].filter((r): r is Role => r !== undefined);
    const inputOf = async (church: ChurchRow, object: number) => {
      const given = fixture?.actions?.[name];
      const input = typeof given === "function" ? await given({ db: t.db, church, object }) : (given ?? {});
      // Files are compared as text: a spreadsheet's compressed size moves with the time printed in it.
      return "format" in input ? { ...input, format: "csv" } : input;
    };
    // A report asks for its scope: a regional officer's own is their region.
    const takesScope = action.input instanceof z.ZodObject && "scope" in action.input.shape;
    const scoped = (input: Record<string, unknown>, scope: string) =>
      takesScope ? { ...input, scope } : input;
    const urlOf = (object: number | null, input: Record<string, unknown>) => {
      const query = new URLSearchParams(
        Object.entries(input).map(([k, v]): [string, string] => [k, String(v)]),
      );
      return `${def.path}${object === null ? "" : `${object}/`}${name}/?${query}`;
    };
    const asks: Ask[] = [];
    for (const role of callers) {
      const { token } = await signedInUser(t, { role, church: churchA });
      if (action.on === "detail") {
        const own = (await fixture?.make(t.db, churchA)) ?? 0;
        const other = (await fixture?.make(t.db, churchB)) ?? 0;
        asks.push({ label: `${role}, own`, url: urlOf(own, await inputOf(churchA, own)), token });
        asks.push({
          label: `${role}, church B's object`,
          url: urlOf(other, await inputOf(churchA, own)),
          token,
        });
        continue;
      }
      const input = await inputOf(churchA, 0);
      const own = scoped(input, reachOf(role) === "region" ? "region" : "church");
      const churchOfB = { ...scoped(input, "church"), church: churchB.id };
      const regionOfB = { ...scoped(input, "region"), region: churchB.region };
      asks.push({ label: `${role}, own`, url: urlOf(null, own), token });
      asks.push({ label: `${role}, church B`, url: urlOf(null, churchOfB), token });
      asks.push({ label: `${role}, region B`, url: urlOf(null, regionOfB), token });
    }
    // An endpoint for national officers alone: every other role is refused by its permission,
    // which the matrix checks route by route.
    if (asks.length === 0) return;

    const before = await Promise.all(
      asks.map((ask) => t.call({ method: "GET", url: ask.url, token: ask.token })),
    );
    await activityOf(world());
    // Dashboards are kept for a minute; the answers after church B's day are counted afresh.
    forgetDashboards(t.app);
    let answered = 0;
    for (const [i, ask] of asks.entries()) {
      const first = before[i];
      if (!first) continue;
      const label = `${def.name} ${name}: ${ask.label}`;
      if (first.statusCode !== 200) {
        // Another church or region named, or a caller the endpoint is not for: refused, not leaked.
        expect([403, 404], `${label}: ${first.body}`).toContain(first.statusCode);
        continue;
      }
      answered += 1;
      const after = await t.call({ method: "GET", url: ask.url, token: ask.token });
      expect(after.statusCode, label).toBe(200);
      await expectSameAnswer(first, after, label);
    }
    // At least the caller's own figures answer, so the comparison above is not empty.
    expect(answered, `${def.name} ${name} answered none of church A's callers`).toBeGreaterThan(0);
  };
}
