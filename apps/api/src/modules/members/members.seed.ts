import { addDays, addMonths, todayIso } from "@cm/contracts";
import { and, asc, desc, eq, isNull, notExists, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { assetAssignments, householdMembers, memberRelationships, members, users } from "../../db/tables";
import { erasedValues } from "./member-erasure";

const FIRST = {
  MALE: [
    "Kwame",
    "Kofi",
    "Yaw",
    "Kwabena",
    "Kojo",
    "Kwaku",
    "Emmanuel",
    "Samuel",
    "Daniel",
    "Isaac",
    "Joseph",
    "Michael",
  ],
  FEMALE: [
    "Ama",
    "Akosua",
    "Abena",
    "Adwoa",
    "Efua",
    "Afua",
    "Esi",
    "Grace",
    "Mercy",
    "Joyce",
    "Comfort",
    "Priscilla",
  ],
} as const;
const LAST = [
  "Mensah",
  "Owusu",
  "Boateng",
  "Asante",
  "Osei",
  "Addo",
  "Appiah",
  "Darko",
  "Ofori",
  "Amoah",
  "Quaye",
  "Lamptey",
  "Badu",
  "Agyeman",
  "Tetteh",
];
/** The list's entry at `n`, going round the list. */
const cycle = (list: readonly string[], n: number): string => list[n % list.length] ?? "";

const CATEGORIES = ["Men", "Women", "Youth", "Children", "Elders"];
const HOME_CELLS = ["Dansoman Cell", "Osu Cell", "Madina Cell", "Tema Cell"];
const PASTORS = ["Pastor Kofi Asante", "Pastor Mercy Quaye", "Pastor Daniel Ofori", "Pastor Joyce Lamptey"];
const OCCUPATIONS = ["Teacher", "Nurse", "Trader", "Engineer", "Farmer", "Accountant", "Student", "Driver"];
const MARITAL = ["SINGLE", "MARRIED", "MARRIED", "WIDOWED", "DIVORCED"] as const;

/** The age a category suggests, so the demo's statistics look like a real congregation. */
const AGE_OF: Record<string, [number, number]> = {
  Children: [3, 12],
  Youth: [13, 24],
  Men: [25, 58],
  Women: [25, 58],
  Elders: [60, 82],
};

/**
 * Demo members: 60 for the first church (Grace Cathedral, the local admin's), 15 for each
 * other, with categories, home cells and pastors, so the members pages have something to show.
 * Deterministic: the same rows on every fresh installation.
 */
export async function seedDemoMembers(db: Db | Tx, churchIds: number[]): Promise<void> {
  const today = todayIso();
  let n = 0;
  const rows = churchIds.flatMap((church, c) =>
    Array.from({ length: c === 0 ? 60 : 15 }, (_, i) => {
      n++;
      const category = cycle(CATEGORIES, i * 7 + c);
      // Men and Women are adults of that gender; the other groups have both.
      const gender =
        category === "Men" ? "MALE" : category === "Women" ? "FEMALE" : i % 2 === 0 ? "FEMALE" : "MALE";
      const [youngest, oldest] = AGE_OF[category] ?? [20, 60];
      const age = youngest + ((i * 13 + c * 5) % (oldest - youngest + 1));
      const first = cycle(FIRST[gender], i * 5 + c);
      const last = cycle(LAST, i * 3 + c * 2);
      const adult = age >= 18;
      return {
        church,
        first_name: first,
        last_name: last,
        gender,
        // Born between one and 360 days before their last birthday, so they are `age` today.
        date_of_birth: addDays(addMonths(today, -12 * age), -1 - ((i * 37 + c) % 360)),
        phone: `+233 24 ${String(100 + c).padStart(3, "0")} ${String(1000 + i).padStart(4, "0")}`,
        email: adult ? `${first}.${last}.${n}@demo.example.org`.toLowerCase() : "",
        address: `${1 + i} ${LAST[i % LAST.length]} Street, Accra`,
        marital_status: adult ? MARITAL[i % MARITAL.length] : ("SINGLE" as const),
        occupation: age < 18 ? "Student" : cycle(OCCUPATIONS, i),
        // A few joined this month, the rest over the last eleven years.
        membership_date: i < 3 ? addDays(today, -i) : addDays(today, -40 - ((i * 97 + c * 31) % 4000)),
        baptism_date: age >= 12 && i % 3 !== 0 ? addDays(today, -((i * 53) % 3000) - 30) : null,
        category,
        home_cell_fellowship: cycle(HOME_CELLS, i + c),
        home_cell_pastor: cycle(PASTORS, i + c),
        is_active: i % 9 !== 4,
      };
    }),
  );
  if (rows.length) await db.insert(members).values(rows);
}

/**
 * Data rights in the demo: one member of the last church (with nothing on loan and no account)
 * shows how a member looks once erased on request. (The demo member's account is linked to their
 * record by the own-record seed, so "Download my data" holds a member record too.)
 */
export async function seedDemoDataRights(db: Db | Tx, churchIds: number[], now: Date): Promise<void> {
  const [first, last] = [churchIds[0], churchIds.at(-1)];
  if (last === undefined || last === first) return;
  const [erased] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.church, last),
        isNull(members.user),
        notExists(db.select().from(assetAssignments).where(eq(assetAssignments.member, members.id))),
      ),
    )
    .orderBy(desc(members.id))
    .limit(1);
  if (!erased) return;
  await db.delete(householdMembers).where(eq(householdMembers.member, erased.id));
  await db
    .delete(memberRelationships)
    .where(or(eq(memberRelationships.member, erased.id), eq(memberRelationships.relative, erased.id)));
  await db.update(members).set(erasedValues(now)).where(eq(members.id, erased.id));
}
