import { asc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { memberFields, members } from "../../db/tables";

const MINISTRIES = ["Choir", "Ushering", "Youth", "Media", "Children"];
const HOMETOWNS = ["Kumasi", "Cape Coast", "Ho", "Tamale", "Koforidua", "Takoradi"];

/**
 * Grace Cathedral's own member fields (a baptism date, a ministry, a tithe envelope number and a
 * hometown) with values on some of its members, so the fields page, the member page and the list's
 * filter have something to show.
 */
export async function seedDemoMemberFields(tx: Tx, church: number): Promise<void> {
  const fields = await tx
    .insert(memberFields)
    .values([
      { church, label: "Baptism date", type: "date", position: 0 },
      {
        church,
        label: "Ministry interest",
        type: "choice",
        options: MINISTRIES,
        position: 1,
        visibility: "members",
      },
      { church, label: "Tithe envelope number", type: "number", position: 2 },
      { church, label: "Hometown", type: "text", position: 3, visibility: "members" },
    ])
    .returning({ id: memberFields.id });
  const [baptism, ministry, envelope, hometown] = fields.map((f) => String(f.id));
  const roll = await tx
    .select({ id: members.id, baptism_date: members.baptism_date })
    .from(members)
    .where(eq(members.church, church))
    .orderBy(asc(members.id));
  for (const [i, m] of roll.entries()) {
    const values: Record<string, string | number> = {};
    if (baptism && m.baptism_date && i % 2 === 0) values[baptism] = m.baptism_date;
    if (ministry && i % 3 !== 2) values[ministry] = MINISTRIES[i % MINISTRIES.length] ?? "Choir";
    if (envelope && i % 4 !== 3) values[envelope] = 100 + i;
    if (hometown && i % 5 < 3) values[hometown] = HOMETOWNS[i % HOMETOWNS.length] ?? "Kumasi";
    if (Object.keys(values).length)
      await tx
        .update(members)
        .set({ custom_fields: sql`${JSON.stringify(values)}::jsonb` })
        .where(eq(members.id, m.id));
  }
}
