import type { HouseholdRole } from "@cm/contracts";
import { asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { householdMembers, households, members } from "../../db/tables";

/** How many people the demo puts in a household. */
const HOUSEHOLD_SIZE = 4;

/**
 * Demo households: the first church's members (Grace Cathedral's) grouped by family name, four to
 * a household, each at its eldest member's address and named after them: the eldest its head, a
 * married adult of the other gender the spouse, those under 18 the children, the rest "other".
 */
export async function seedDemoHouseholds(db: Db | Tx, church: number, today: string): Promise<void> {
  const roll = await db
    .select({
      id: members.id,
      first_name: members.first_name,
      last_name: members.last_name,
      gender: members.gender,
      date_of_birth: members.date_of_birth,
      marital_status: members.marital_status,
      address: members.address,
      phone: members.phone,
    })
    .from(members)
    .where(eq(members.church, church))
    .orderBy(asc(members.date_of_birth), asc(members.id));
  const families = new Map<string, typeof roll>();
  for (const m of roll) families.set(m.last_name, [...(families.get(m.last_name) ?? []), m]);
  const homes = [...families.values()].flatMap((family) =>
    Array.from({ length: Math.ceil(family.length / HOUSEHOLD_SIZE) }, (_, i) =>
      family.filter((_, n) => n % Math.ceil(family.length / HOUSEHOLD_SIZE) === i),
    ),
  );
  const adultBorn = `${Number(today.slice(0, 4)) - 18}${today.slice(4)}`;
  for (const people of homes) {
    const [eldest] = people;
    if (!eldest) continue;
    const name = `${eldest.first_name} ${eldest.last_name}'s household`;
    const [home] = await db
      .insert(households)
      .values({ church, name, address: eldest.address, phone: eldest.phone })
      .returning({ id: households.id });
    if (!home) continue;
    let spouse = false;
    const roleOf = (m: (typeof people)[number]): HouseholdRole => {
      if (m === eldest) return "head";
      if (m.date_of_birth && m.date_of_birth > adultBorn) return "child";
      if (!spouse && m.marital_status === "MARRIED" && m.gender !== eldest.gender) {
        spouse = true;
        return "spouse";
      }
      return "other";
    };
    await db
      .insert(householdMembers)
      .values(people.map((m) => ({ church, household: home.id, member: m.id, role: roleOf(m) })));
  }
}
