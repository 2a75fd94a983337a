import { ageOn, type HouseholdRole, INVERSE_KIND, type RelationshipKind } from "@cm/contracts";
import { asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { householdMembers, households, memberRelationships, members } from "../../db/tables";

type Person = {
  id: number;
  first_name: string;
  gender: string;
  date_of_birth: string | null;
  email: string;
  address: string;
  phone: string;
};
type Home = {
  family: string;
  people: { person: Person; role: HouseholdRole }[];
  /** The marital status of its adults who are not a couple (a widow, a single parent). */
  alone?: "WIDOWED" | "DIVORCED";
};

/**
 * Demo households: the first church's members (Grace Cathedral's) in twenty families, so the
 * household pages and a member's family section show real ones. Elderly couples; couples with
 * their children (grown, teenage or small); a married son's home beside his parents' and his
 * grandparents'; a widow who is guardian of a boy; a single mother; two brothers sharing a home.
 * Each family's people take its name and address, and are related to each other both ways.
 */
export async function seedDemoHouseholds(db: Db | Tx, church: number, today: string): Promise<void> {
  const roll = await db
    .select({
      id: members.id,
      first_name: members.first_name,
      gender: members.gender,
      date_of_birth: members.date_of_birth,
      email: members.email,
      address: members.address,
      phone: members.phone,
    })
    .from(members)
    .where(eq(members.church, church))
    .orderBy(asc(members.date_of_birth), asc(members.id));
  const ageOf = (p: Person) => (p.date_of_birth ? ageOn(p.date_of_birth, today) : 40);
  // The members of an age band and gender, eldest first, taken one at a time.
  const pool = (gender: string, from: number, to: number) =>
    roll.filter((p) => p.gender === gender && ageOf(p) >= from && ageOf(p) <= to);
  const [elderMen, elderWomen] = [pool("MALE", 60, 200), pool("FEMALE", 60, 200)];
  const [men, women] = [pool("MALE", 25, 59), pool("FEMALE", 25, 59)];
  const [sons, daughters] = [pool("MALE", 13, 24), pool("FEMALE", 13, 24)];
  const [boys, girls] = [pool("MALE", 0, 12), pool("FEMALE", 0, 12)];
  const take = (from: Person[]) => from.shift();

  const homes: Home[] = [];
  const related: [Person, Person, RelationshipKind][] = [];
  /** A household of a couple (or one adult) and their children, each related to the others. */
  const family = (name: string, head?: Person, spouse?: Person, children: (Person | undefined)[] = []) => {
    if (!head) return undefined;
    const kids = children.filter((c): c is Person => !!c);
    const home: Home = {
      family: name,
      people: [
        { person: head, role: "head" },
        ...(spouse ? [{ person: spouse, role: "spouse" as const }] : []),
        ...kids.map((person) => ({ person, role: "child" as const })),
      ],
    };
    homes.push(home);
    if (spouse) related.push([head, spouse, "spouse"]);
    for (const [i, kid] of kids.entries()) {
      related.push([kid, head, "parent"]);
      if (spouse) related.push([kid, spouse, "parent"]);
      for (const sibling of kids.slice(i + 1)) related.push([kid, sibling, "sibling"]);
    }
    return home;
  };

  // Three generations of the Appiahs: grandparents, their son's family, and his married son's home.
  const grandfather = take(elderMen);
  const grandmother = take(elderWomen);
  family("Appiah", grandfather, grandmother);
  const widow = take(women);
  const father = take(men);
  const mother = take(women);
  const marriedSon = take(sons);
  const sister = take(daughters);
  const daughterInLaw = take(daughters);
  family("Appiah", father, mother, [sister]);
  for (const parent of [grandfather, grandmother])
    if (parent && father) related.push([father, parent, "parent"]);
  for (const parent of [father, mother])
    if (parent && marriedSon) related.push([marriedSon, parent, "parent"]);
  if (marriedSon && sister) related.push([marriedSon, sister, "sibling"]);
  for (const name of ["Mensah", "Owusu", "Boateng", "Asante", "Osei"])
    family(name, take(elderMen), take(elderWomen));
  family("Addo", take(men), take(women), [take(sons)]);
  family("Darko", take(men), take(women), [take(sons), take(daughters)]);
  family("Ofori", take(men), take(women), [take(sons), take(daughters)]);
  family("Amoah", take(men), take(women), [take(sons), take(daughters), take(boys)]);
  family("Quaye", take(men), take(women), [take(sons), take(daughters), take(girls)]);
  for (const name of ["Lamptey", "Badu", "Agyeman"])
    family(name, take(men), take(women), [take(boys), take(girls)]);
  // A widow who has taken in a boy of the church as his guardian: he keeps his own family name.
  const ward = take(boys);
  const guardianHome = family("Tetteh", widow);
  if (guardianHome) {
    guardianHome.alone = "WIDOWED";
    if (ward) {
      guardianHome.people.push({ person: ward, role: "child" });
      if (widow) related.push([ward, widow, "guardian"]);
    }
  }
  const youngWife = women.pop();
  family("Antwi", take(men), youngWife, [take(girls)]);
  const [brother, younger] = [take(men), take(men)];
  const brothers = family("Frimpong", brother);
  if (brothers && brother && younger) {
    brothers.people.push({ person: younger, role: "other" });
    related.push([brother, younger, "sibling"]);
  }
  const single = family("Sarpong", take(women), undefined, [take(boys), take(girls)]);
  if (single) single.alone = "DIVORCED";
  family("Appiah", marriedSon, daughterInLaw);
  // Anyone the families above left out (a larger roll) joins the last home.
  const placed = new Set(homes.flatMap((h) => h.people.map((p) => p.person.id)));
  const last = homes.at(-1);
  for (const person of roll) if (last && !placed.has(person.id)) last.people.push({ person, role: "other" });

  const names = new Set<string>();
  for (const home of homes) {
    const [head] = home.people;
    if (!head) continue;
    // Two homes of one family are told apart by their heads' names.
    const name = names.has(home.family)
      ? `${head.person.first_name} ${home.family}'s household`
      : `The ${home.family} family`;
    names.add(home.family);
    const [row] = await db
      .insert(households)
      .values({ church, name, address: head.person.address, phone: head.person.phone })
      .returning({ id: households.id });
    if (!row) continue;
    await db
      .insert(householdMembers)
      .values(
        home.people.map(({ person, role }) => ({ church, household: row.id, member: person.id, role })),
      );
    const couple = home.people.some((p) => p.role === "spouse");
    for (const { person, role } of home.people) {
      const adult = ageOf(person) >= 18;
      const partner = couple && (role === "head" || role === "spouse");
      const own = person === ward;
      const last_name = own ? undefined : home.family;
      await db
        .update(members)
        .set({
          ...(last_name ? { last_name } : {}),
          address: head.person.address,
          marital_status: !adult
            ? "SINGLE"
            : partner
              ? "MARRIED"
              : role === "head" && home.alone
                ? home.alone
                : "SINGLE",
          ...(last_name && person.email
            ? { email: `${person.first_name}.${last_name}.${person.id}@demo.example.org`.toLowerCase() }
            : {}),
        })
        .where(eq(members.id, person.id));
    }
  }

  // Each relationship both ways: (member, relative, kind) reads "the relative is the member's kind".
  const rows = new Map<string, typeof memberRelationships.$inferInsert>();
  for (const [member, relative, kind] of related) {
    rows.set(`${member.id}-${relative.id}`, { church, member: member.id, relative: relative.id, kind });
    rows.set(`${relative.id}-${member.id}`, {
      church,
      member: relative.id,
      relative: member.id,
      kind: INVERSE_KIND[kind],
    });
  }
  if (rows.size) await db.insert(memberRelationships).values([...rows.values()]);
}
