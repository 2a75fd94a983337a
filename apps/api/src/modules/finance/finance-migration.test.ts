import { rm } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { expect, it } from "vitest";
import { FROM_SCRATCH_MS, migrationsUpTo } from "../../../test/migrations";
import { PGLITE_EXTENSIONS, wrapPglite } from "../../db/client";

it("moves every existing income row to the default category of its old name, and totals them", {
  timeout: FROM_SCRATCH_MS,
}, async () => {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const before = await migrationsUpTo("0009_public_discounts");
  try {
    await migrate(drizzle(client), { migrationsFolder: before });
    const codes = ["TITHE", "OFFERING", "DONATION", "PLEDGE", "THANKSGIVING", "FUNDRAISING", "OTHER"];
    await client.exec(`
      insert into countries (name, code) values ('Ghana', 'GH');
      insert into regions (name, country_id) values ('Accra', 1);
      insert into churches (name, region_id) values ('Grace', 1), ('Bethel', 1);
      ${codes
        .map(
          (code, i) =>
            `insert into income (church_id, amount, currency, received_on, category)
             values (${(i % 2) + 1}, '${i + 1}0.50', 'GHS', '2025-0${(i % 3) + 1}-1${i}', '${code}');`,
        )
        .join("\n")}
      insert into income (church_id, amount, currency, received_on, category) values (1, '0.01', 'USD', '2025-01-01', 'TITHE');`);
    const database = wrapPglite(client);
    await database.migrate();
    const moved = await database.db.execute(sql`
      select i.amount::text as amount, c.code, c.name, c.church_id as church from income i
      join finance_categories c on c.id = i.category_id order by i.id`);
    expect(
      (moved as unknown as { rows: { code: string; church: number | null }[] }).rows.map((r) => r.code),
    ).toEqual([...codes, "TITHE"]);
    expect(
      (moved as unknown as { rows: { church: number | null }[] }).rows.every((r) => r.church === null),
    ).toBe(true);
    const columns = await database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'income' and column_name like 'category%'`,
    );
    expect((columns as unknown as { rows: { column_name: string }[] }).rows).toEqual([
      { column_name: "category_id" },
    ]);
    const defaults = await database.db.execute(
      sql`select kind, count(*)::int as n from finance_categories where church_id is null group by kind order by kind`,
    );
    expect((defaults as unknown as { rows: unknown[] }).rows).toEqual([
      { kind: "EXPENSE", n: 8 },
      { kind: "INCOME", n: 7 },
    ]);
    // The month totals start out with the income already there.
    const totals = await database.db.execute(sql`
      select church_id, currency, sum(total)::text as total, sum(entries)::int as entries
      from finance_church_month_totals group by church_id, currency order by church_id, currency`);
    expect((totals as unknown as { rows: unknown[] }).rows).toEqual([
      { church_id: 1, currency: "GHS", total: "162.00", entries: 4 },
      { church_id: 1, currency: "USD", total: "0.01", entries: 1 },
      { church_id: 2, currency: "GHS", total: "121.50", entries: 3 },
    ]);
    await database.close();
  } finally {
    await rm(before, { recursive: true, force: true });
  }
});
