import { rm } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { expect, it } from "vitest";
import { FROM_SCRATCH_MS, migrationsUpTo } from "../../../test/migrations";
import { PGLITE_EXTENSIONS, wrapPglite } from "../../db/client";

it("gives each existing church the currency its books are in: its plan's, else its country's", {
  timeout: FROM_SCRATCH_MS,
}, async () => {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const before = await migrationsUpTo("0024_people");
  try {
    await migrate(drizzle(client), { migrationsFolder: before });
    await client.exec(`
      insert into countries (name, code) values ('Ghana', 'GH'), ('Nigeria', 'NG'), ('Elsewhere', 'QQ');
      insert into regions (name, country_id) values ('Accra', 1), ('Lagos', 2), ('Far', 3);
      insert into churches (name, region_id) values
        ('Grace', 1), ('Covenant', 2), ('Dollar church', 2), ('Far church', 3), ('Changed plan', 2);
      insert into subscription_plans (name, price, currency, features) values
        ('Dollars', '10.00', 'USD', '{}'), ('Cedis', '10.00', 'GHS', '{}');
      insert into subscriptions (church_id, plan_id, status, start_date, end_date) values
        (3, 1, 'ACTIVE', '2026-01-01', '2026-12-31'),
        -- The current subscription counts, not the one that ended.
        (5, 1, 'EXPIRED', '2025-01-01', '2025-12-31'),
        (5, 2, 'ACTIVE', '2026-01-01', '2026-12-31');`);
    const database = wrapPglite(client);
    await database.migrate();
    const rows = await database.db.execute(sql`select name, currency from churches order by id`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { name: "Grace", currency: "GHS" },
      { name: "Covenant", currency: "NGN" },
      { name: "Dollar church", currency: "USD" },
      { name: "Far church", currency: "GHS" },
      { name: "Changed plan", currency: "GHS" },
    ]);
    await database.close();
  } finally {
    await rm(before, { recursive: true, force: true });
  }
});
