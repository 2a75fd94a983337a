import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, invoices } from "../../db/tables";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const exportsBy = async (user: number, resource: string, action = "export") =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.user, user), eq(auditLogs.resource, resource), eq(auditLogs.action, action)));

it("every export is audited with its filters: members and the audit log itself", async () => {
  const church = await makeChurch(t.db);
  await makeSubscription(t.db, church.id, (await makePlan(t.db)).id);
  const admin = await signedInUser(t, { role: "LOCAL_ADMIN", church, isChurchAdmin: true });
  const members = await t.call({
    method: "GET",
    url: "/api/churches/members/export/?format=csv&is_active=true",
    token: admin.token,
  });
  expect(members.statusCode).toBe(200);
  expect(await exportsBy(admin.user.id, "members")).toMatchObject([
    { changes: { format: "csv", is_active: true }, ip_address: "127.0.0.1" },
  ]);

  const superAdmin = await signedInUser(t, { role: "SUPER_ADMIN" });
  const log = await t.call({
    method: "GET",
    url: "/api/audit/logs/export/?action=export",
    token: superAdmin.token,
  });
  expect(log.statusCode).toBe(200);
  expect(log.body).toContain("members");
  expect(await exportsBy(superAdmin.user.id, "audit-logs")).toHaveLength(1);
});

it("printing an invoice and downloading income, expenses or assets are audited as exports too", async () => {
  const church = await makeChurch(t.db);
  const sub = await makeSubscription(t.db, church.id, (await makePlan(t.db)).id);
  const [invoice] = await t.db
    .insert(invoices)
    .values({ subscription: sub.id, church: church.id, amount: "10.00", currency: "GHS" })
    .returning();
  const treasurer = await signedInUser(t, { role: "LOCAL_ADMIN", church, isChurchAdmin: true });
  const downloads = [
    { resource: "invoices", action: "print", url: `/api/subscriptions/invoices/${invoice?.id}/print/` },
    { resource: "income", action: "export", url: "/api/finance/income/export/?format=csv" },
    { resource: "expenses", action: "export", url: "/api/finance/expenses/export/?format=xlsx" },
    { resource: "asset-area", action: "export", url: "/api/assets/export/?format=csv" },
    {
      resource: "churches",
      action: "report_download",
      url: "/api/churches/churches/report_download/?report=membership_growth&format=csv",
    },
  ];
  for (const { resource, action, url } of downloads) {
    const res = await t.call({ method: "GET", url, token: treasurer.token });
    expect(res.statusCode, url).toBe(200);
    const rows = await exportsBy(treasurer.user.id, resource, action);
    expect(rows, url).toMatchObject([{ church: church.id, ip_address: "127.0.0.1" }]);
  }
});

it("every export the API offers is one this file checks", () => {
  const exportActions = [...t.app.resources.resources.values()].flatMap((def) =>
    Object.entries(def.actions ?? {})
      .filter(([, a]) => a.mode === "export")
      .map(([name]) => `${def.name}.${name}`),
  );
  // Medical documents' downloads are checked in medical-documents.test.ts, giving statements' in
  // giving/statements.test.ts.
  expect(exportActions.sort()).toEqual([
    "asset-area.export",
    "audit-logs.export",
    "churches.report_download",
    "expenses.export",
    "giving-statements.archive",
    "giving-statements.mine",
    "giving-statements.statement",
    "income.export",
    "invoices.print",
    "members.export",
    "testimony-documents.download",
  ]);
});

it("an export for a church that does not exist answers 404 before any file starts", async () => {
  const superAdmin = await signedInUser(t, { role: "SUPER_ADMIN" });
  const res = await t.call({
    method: "GET",
    url: "/api/churches/members/export/?church=999999",
    token: superAdmin.token,
  });
  expect(res.statusCode).toBe(404);
  expect(res.headers["content-disposition"]).toBeUndefined();
  expect(res.json()).toMatchObject({ code: "not_found" });
});
