import type { Role } from "@cm/contracts";
import type { Database } from "../../apps/api/src/db/client";
import { churches, countries, regions, users } from "../../apps/api/src/db/tables";
import { seedDemo } from "../../apps/api/src/modules/demo-seed";
import { hashPassword } from "../../apps/api/src/platform/auth/passwords";
import {
  CHURCH_KINDS,
  CHURCH_PREFIXES,
  DEMO_REGION_CITIES,
  FIRST_NAMES,
  GHANA_REGIONS,
  LAST_NAMES,
  NIGERIA_REGIONS,
  STREETS,
  TITLES,
} from "./names";

export const CHURCH_COUNT = 1_000;
export const USER_COUNT = 100_000;
// 2,000 users x 9 columns = 18,000 bind parameters per statement, well under PostgreSQL's 65,535.
const BATCH = 2_000;

/** A seeded generator (mulberry32): every run builds the same data, so figures compare. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, pick };
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "");

/**
 * Migrates, seeds the demo organisation (so `super_admin` exists, with `password`), then adds
 * about 20 regions, 1,000 churches and 100,000 users. Returns the seconds it took.
 */
export async function generate(database: Database, password: string): Promise<number> {
  const started = performance.now();
  const { db } = database;
  await database.migrate();
  if (!(await seedDemo(db, password))) throw new Error("The bench database is not empty");
  const rnd = random(20261122);
  // One hash for every generated user: argon2 costs ~50 ms a hash by design, 100k would take over an hour.
  const hash = await hashPassword(password);

  await db.transaction(async (tx) => {
    // Regions: the demo's two, 14 more of Ghana and 4 states of Nigeria; each with a main city.
    const [ghana] = await tx.select().from(countries);
    if (!ghana) throw new Error("The demo seed created no country");
    const [nigeria] = await tx
      .insert(countries)
      .values({ name: "Nigeria", code: "NG", phone_code: "+234" })
      .returning();
    const demoRegions = await tx.select().from(regions);
    const added = await tx
      .insert(regions)
      .values([
        ...GHANA_REGIONS.map(([name, code]) => ({ name, code, country: ghana.id })),
        ...NIGERIA_REGIONS.map(([name, code]) => ({ name, code, country: nigeria?.id ?? ghana.id })),
      ])
      .returning();
    const cityOf = new Map([...GHANA_REGIONS, ...NIGERIA_REGIONS].map(([name, , city]) => [name, city]));
    const places = [...demoRegions, ...added].map((r) => ({
      id: r.id,
      city: DEMO_REGION_CITIES[r.name] ?? cityOf.get(r.name) ?? r.name,
    }));

    const churchRows = Array.from({ length: CHURCH_COUNT }, (_, i) => {
      const place = rnd.pick(places);
      const name = `${rnd.pick(CHURCH_PREFIXES)} ${rnd.pick(CHURCH_KINDS)}, ${place.city}`;
      return {
        name,
        region: place.id,
        city: place.city,
        address: `${1 + Math.floor(rnd.next() * 200)} ${rnd.pick(STREETS)} Road, ${place.city}`,
        phone: `+233 30 ${String(100_000 + i).slice(0, 3)} ${String(1000 + i)}`,
        email: `office${i}@${slug(name)}.example.org`,
        pastor_name: `${rnd.pick(TITLES)} ${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)}`,
        founded_date: `${1950 + Math.floor(rnd.next() * 70)}-0${1 + Math.floor(rnd.next() * 9)}-15`,
        is_active: rnd.next() > 0.03,
      };
    });
    const churchIds = (await tx.insert(churches).values(churchRows).returning({ id: churches.id })).map(
      (c) => c.id,
    );

    // The first three users of every church are its officers; the rest are mostly members.
    const officers = ["LOCAL_ADMIN", "LOCAL_TREASURER", "LOCAL_SECRETARY"] as const;
    const now = Date.now();
    for (let from = 0; from < USER_COUNT; from += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, USER_COUNT - from) }, (_, k) => {
        const i = from + k;
        const officer = officers[Math.floor(i / churchIds.length)];
        const first = rnd.pick(FIRST_NAMES);
        const last = rnd.pick(LAST_NAMES);
        const username = `${slug(first)}.${slug(last)}.${i}`;
        const role: Role = officer ?? (rnd.next() < 0.03 ? "VIEWER" : "MEMBER");
        return {
          username,
          email: `${username}@bench.example.org`,
          first_name: first,
          last_name: last,
          password_hash: hash,
          role,
          is_church_admin: officer === "LOCAL_ADMIN",
          church: officer ? churchIds[i % churchIds.length] : rnd.pick(churchIds),
          date_joined: new Date(now - Math.floor(rnd.next() * 5 * 365 * 86_400_000)),
        };
      });
      await tx.insert(users).values(batch);
    }
  });
  // Statistics and visibility map now, as on a settled live database: otherwise PostgreSQL's
  // autovacuum wakes up for the 100k new rows in the middle of the load (PGlite has none).
  await db.execute("vacuum analyze");
  return (performance.now() - started) / 1000;
}
