import { unique } from "../../../test/factories";
import type { Db } from "../../db/client";
import { events, members } from "../../db/tables";

/**
 * Test factories for the church-life tables. Members are inserted directly: the members API
 * is its own module, and these tests only need rows on a church's roll.
 */
export async function makeMember(db: Db, church: number, values: Partial<typeof members.$inferInsert> = {}) {
  const [row] = await db
    .insert(members)
    .values({ church, first_name: unique("Ama"), last_name: "Mensah", ...values })
    .returning();
  if (!row) throw new Error("member not created");
  return row;
}

/** Several members of one church, named First-1, First-2... in order. */
export async function makeMembers(db: Db, church: number, n: number) {
  const rows = [];
  for (let i = 0; i < n; i++) rows.push(await makeMember(db, church, { last_name: `Member${i + 1}` }));
  return rows;
}

export async function makeEvent(db: Db, church: number, values: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await db
    .insert(events)
    .values({
      church,
      title: unique("Sunday service"),
      starts_at: new Date("2026-03-01T09:00:00Z"),
      ...values,
    })
    .returning();
  if (!row) throw new Error("event not created");
  return row;
}
