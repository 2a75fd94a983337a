import { rm } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { expect, it } from "vitest";
import { FROM_SCRATCH_MS, migrationsUpTo } from "../../../test/migrations";
import { PGLITE_EXTENSIONS, wrapPglite } from "../../db/client";

it("keeps the first payment of a campaign paid twice before the rule, marks the later one for refund and ends open ones", {
  timeout: FROM_SCRATCH_MS,
}, async () => {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const before = await migrationsUpTo("0020_church_statistics");
  try {
    await migrate(drizzle(client), { migrationsFolder: before });
    const payment = (campaign: number, reference: string, status: string, paidAt: string | null) =>
      `insert into campaign_payments (church_id, campaign_id, plan_id, amount, currency, gateway, reference, status, paid_at)
       values (1, ${campaign}, 1, '250.00', 'GHS', 'paystack', '${reference}', '${status}', ${paidAt ? `'${paidAt}'` : "null"});`;
    await client.exec(`
      insert into countries (name, code) values ('Ghana', 'GH');
      insert into regions (name, country_id) values ('Accra', 1);
      insert into churches (name, region_id) values ('Grace', 1);
      insert into marketing_plans (name, price, currency, duration_days) values ('Month', '250.00', 'GHS', 30);
      insert into campaigns (church_id, plan_id, title, slug, status) values
        (1, 1, 'Paid twice', 'paid-twice', 'PENDING_REVIEW'),
        (1, 1, 'Two checkouts', 'two-checkouts', 'PENDING_PAYMENT');
      ${payment(1, "MKT-LATE", "SUCCEEDED", "2026-03-02T10:00:00Z")}
      ${payment(1, "MKT-FIRST", "SUCCEEDED", "2026-03-01T10:00:00Z")}
      ${payment(1, "MKT-LEFT-OPEN", "PENDING", null)}
      ${payment(2, "MKT-OLDER", "PENDING", null)}
      ${payment(2, "MKT-NEWER", "PENDING", null)}`);
    const database = wrapPglite(client);
    await database.migrate();
    const rows = await database.db.execute(
      sql`select reference, status, refund_due from campaign_payments order by reference`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { reference: "MKT-FIRST", status: "SUCCEEDED", refund_due: false },
      { reference: "MKT-LATE", status: "SUCCEEDED", refund_due: true },
      { reference: "MKT-LEFT-OPEN", status: "FAILED", refund_due: false },
      { reference: "MKT-NEWER", status: "PENDING", refund_due: false },
      { reference: "MKT-OLDER", status: "FAILED", refund_due: false },
    ]);
    await database.close();
  } finally {
    await rm(before, { recursive: true, force: true });
  }
});
