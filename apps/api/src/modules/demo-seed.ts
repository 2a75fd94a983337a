import { ROLES, type Role, reachOf, roleTitle } from "@cm/contracts";
import { count, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { branches, churches, countries, gateways, regions, users } from "../db/tables";
import { hashPassword } from "../platform/auth/passwords";
import type { FileStore } from "../platform/files";
import { seedDemoAffiliates } from "./affiliates/affiliates.seed";
import { seedDemoAssets } from "./assets/assets.seed";
import { seedChurchLife } from "./events/church-life.seed";
import { seedDemoFinance, seedDemoIncomeAbroad } from "./finance/finance.seed";
import { seedDemoGiving } from "./giving/giving.seed";
import { seedDemoOnlineGifts } from "./giving/online-gifts.seed";
import { seedDemoPledges } from "./giving/pledges.seed";
import { seedDemoGroups } from "./groups/groups.seed";
import { seedDemoHouseholds } from "./households/households.seed";
import { seedDemoMarketing } from "./marketing/marketing.seed";
import { seedDemoMemberFields } from "./members/member-fields.seed";
import { seedDemoDataRights, seedDemoDuplicates, seedDemoMembers } from "./members/members.seed";
import { seedDemoOwnRecord } from "./own-record/own-record.seed";
import { seedDemoPrograms } from "./programs/programs.seed";
import { seedDemoServing } from "./serving/serving.seed";
import { seedDemoActiveSubscription, seedDemoSubscriptions } from "./subscriptions/subscriptions.seed";
import { seedDemoTestimonies } from "./testimonies/testimonies.seed";

/**
 * What every module's demo seed may build on: the demo churches, the file store when given, and the
 * moment the demo is made (its dates are relative to it).
 */
type DemoBase = { churchIds: number[]; files: FileStore | undefined; now: Date };

/**
 * The modules' demo seeds, one line each, in the order they build on each other. Each seed lives
 * beside its module; they are imported from their own files so that seeding loads no routes.
 */
const DEMO_SEEDS: ((tx: Tx, demo: DemoBase) => Promise<unknown>)[] = [
  (tx, { churchIds }) => seedDemoSubscriptions(tx, churchIds),
  (tx, { churchIds }) => seedDemoFinance(tx, churchIds),
  // Members first: the events, leadership and Sunday school of the demo are made of them.
  (tx, { churchIds }) => seedDemoMembers(tx, churchIds),
  // Grace Cathedral's own member fields, with values on some of its members.
  async (tx, { churchIds: [first] }) => {
    if (first) await seedDemoMemberFields(tx, first);
  },
  // Households are made of the first church's members.
  async (tx, { churchIds: [first], now }) => {
    if (first) await seedDemoHouseholds(tx, first, now.toISOString().slice(0, 10));
  },
  (tx) => seedChurchLife(tx),
  // Three people of the first church entered twice, with attendance on both records.
  async (tx, { churchIds: [first] }) => {
    if (first) await seedDemoDuplicates(tx, first);
  },
  // Programs take their coordinators, participants and reminders from the members.
  (tx, { files }) => seedDemoPrograms(tx, files),
  (tx, { files }) => seedDemoTestimonies(tx, files),
  // Assets are lent to members, so they come after them too.
  (tx, { files }) => seedDemoAssets(tx, files),
  (tx, { files, now }) => seedDemoMarketing(tx, files, now),
  (tx, { now }) => seedDemoAffiliates(tx, now),
  // The demo member's own record: a Grace Cathedral member of a household, with a change to confirm.
  async (tx, { churchIds: [first] }) => {
    if (first) await seedDemoOwnRecord(tx, first);
  },
  // Groups after the demo member's record: the demo member leads their home cell.
  async (tx, { churchIds: [first], now }) => {
    if (first) await seedDemoGroups(tx, first, now.toISOString().slice(0, 10));
  },
  // Serving after the demo member's record: the demo member is an usher.
  async (tx, { churchIds: [first], now }) => {
    if (first) await seedDemoServing(tx, first, now.toISOString().slice(0, 10));
  },
  // Giving after the demo member's record: some of Grace Cathedral's gifts are theirs.
  async (tx, { churchIds: [first], now }) => {
    if (first) await seedDemoGiving(tx, first, now.toISOString().slice(0, 10));
  },
  // Online gifts through the sandbox, and the demo member's monthly gift.
  async (tx, { churchIds: [first], now }) => {
    if (first) await seedDemoOnlineGifts(tx, first, now.toISOString().slice(0, 10));
  },
  // Pledges to the building fund after the counts: the demo member's has gifts toward it.
  async (tx, { churchIds: [first], now }) => {
    if (first) await seedDemoPledges(tx, first, now.toISOString().slice(0, 10));
  },
  // Last: one member erased on request.
  (tx, { churchIds, now }) => seedDemoDataRights(tx, churchIds, now),
];

const DEMO_CHURCHES = [
  { name: "Grace Cathedral", city: "Accra", pastor_name: "Rev. Samuel Mensah", region: 0 },
  { name: "Bethel Community Church", city: "Tema", pastor_name: "Pastor Ama Owusu", region: 0 },
  { name: "Living Waters Chapel", city: "Kumasi", pastor_name: "Rev. Kwame Boateng", region: 1 },
  { name: "Hope Tabernacle", city: "Obuasi", pastor_name: "Pastor Efua Asante", region: 1 },
];

/**
 * A church in another country, keeping its books in another currency (Grace Cathedral and the
 * Ghanaian churches keep theirs in cedis), so national totals show one line per currency.
 */
export const DEMO_CHURCH_ABROAD = {
  name: "Covenant Chapel Lagos",
  city: "Lagos",
  pastor_name: "Pastor Adebayo Okafor",
  currency: "NGN",
  time_zone: "Africa/Lagos",
  admin: "lagos_admin",
} as const;

/** The admin of each demo church after the first, to see that church's subscription banner. */
export const DEMO_CHURCH_ADMINS = ["bethel_admin", "livingwaters_admin", "hope_admin"];

/**
 * Seeds a demo organisation on an empty database: one country, two regions, four churches
 * with branches, one user per role (username = the role in lower case) in the first church,
 * an admin for each other church, a Nigerian church keeping its books in naira, three plans and a subscription per church, and their church
 * life, finance, programs, testimonies, assets, marketing and the affiliate programme (with a minutes file, medical reports and
 * asset files when a file store is given). Returns false when the database already has users,
 * so a real installation is never touched.
 */
export async function seedDemo(db: Db, password: string, files?: FileStore): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if (Number(existing?.n ?? 0) > 0) return false;
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [ghana] = await tx
      .insert(countries)
      .values({ name: "Ghana", code: "GH", phone_code: "+233" })
      .returning();
    if (!ghana) throw new Error("Seeding the country failed");
    const regionRows = await tx
      .insert(regions)
      .values([
        {
          name: "Greater Accra",
          code: "GA",
          country: ghana.id,
          description: "Churches of the capital region.",
        },
        { name: "Ashanti", code: "AS", country: ghana.id, description: "Churches of the Ashanti region." },
      ])
      .returning();
    const churchRows = await tx
      .insert(churches)
      .values(
        DEMO_CHURCHES.map((c, i) => ({
          name: c.name,
          city: c.city,
          pastor_name: c.pastor_name,
          region: regionRows[c.region]?.id ?? 0,
          address: `${10 + i} Church Road, ${c.city}`,
          phone: `+233 30 200 ${1000 + i}`,
          email: `office@${c.name.toLowerCase().replaceAll(" ", "")}.example.org`,
          founded_date: `${1985 + i * 7}-03-01`,
        })),
      )
      .returning();
    await tx.insert(branches).values(
      churchRows.flatMap((c) => [
        {
          church: c.id,
          name: `${c.name} — Main Sanctuary`,
          capacity: 600,
          occupancy: 420,
          address: c.address,
        },
        { church: c.id, name: `${c.name} — Youth Centre`, capacity: 150, occupancy: 90, address: c.address },
      ]),
    );
    const homeChurch = churchRows[0];
    const homeRegion = regionRows[0];
    await tx.insert(users).values(
      ROLES.map((r: Role) => ({
        username: r.toLowerCase(),
        email: `${r.toLowerCase()}@demo.example.org`,
        first_name: "Demo",
        last_name: roleTitle(r),
        password_hash: hash,
        role: r,
        is_church_admin: r === "LOCAL_ADMIN",
        church: reachOf(r) === "church" ? (homeChurch?.id ?? null) : null,
        region: reachOf(r) === "region" ? (homeRegion?.id ?? null) : null,
        last_password_change: new Date(),
      })),
    );
    await tx.insert(users).values(
      DEMO_CHURCH_ADMINS.map((username, i) => ({
        username,
        email: `${username}@demo.example.org`,
        first_name: "Demo",
        last_name: "Church Admin",
        password_hash: hash,
        role: "LOCAL_ADMIN" as const,
        is_church_admin: true,
        church: churchRows[i + 1]?.id ?? null,
        last_password_change: new Date(),
      })),
    );
    const churchIds = churchRows.map((c) => c.id);
    // The demo pays through the sandbox checkout (test payments, no money taken).
    await tx.update(gateways).set({ is_active: true }).where(eq(gateways.name, "sandbox"));
    // Seeding runs once, at start on an empty database, not on a request: the demo is dated from now.
    const now = new Date();
    for (const seed of DEMO_SEEDS) await seed(tx, { churchIds, files, now });
    await seedChurchAbroad(tx, hash);
  });
  return true;
}

/** Nigeria, its Lagos region and the demo church there with its admin, subscription and naira income. */
async function seedChurchAbroad(tx: Tx, hash: string): Promise<void> {
  const abroad = DEMO_CHURCH_ABROAD;
  const [nigeria] = await tx
    .insert(countries)
    .values({ name: "Nigeria", code: "NG", phone_code: "+234" })
    .returning();
  if (!nigeria) throw new Error("Seeding the second country failed");
  const [lagos] = await tx
    .insert(regions)
    .values({ name: "Lagos", code: "LA", country: nigeria.id, description: "Churches of Lagos State." })
    .returning();
  if (!lagos) throw new Error("Seeding the Lagos region failed");
  const [church] = await tx
    .insert(churches)
    .values({
      name: abroad.name,
      city: abroad.city,
      pastor_name: abroad.pastor_name,
      region: lagos.id,
      address: "7 Adeola Odeku Street, Victoria Island, Lagos",
      phone: "+234 1 270 0100",
      email: "office@covenantchapellagos.example.org",
      founded_date: "2004-06-13",
      currency: abroad.currency,
      time_zone: abroad.time_zone,
    })
    .returning();
  if (!church) throw new Error("Seeding the Lagos church failed");
  await tx.insert(branches).values({
    church: church.id,
    name: `${church.name} — Main Sanctuary`,
    capacity: 800,
    occupancy: 510,
    address: church.address,
  });
  await tx.insert(users).values({
    username: abroad.admin,
    email: `${abroad.admin}@demo.example.org`,
    first_name: "Demo",
    last_name: "Church Admin",
    password_hash: hash,
    role: "LOCAL_ADMIN",
    is_church_admin: true,
    church: church.id,
    last_password_change: new Date(),
  });
  await seedDemoActiveSubscription(tx, church.id);
  // About a hundred naira to the cedi, so the figures look like a Lagos church's.
  await seedDemoIncomeAbroad(tx, church.id, abroad.currency, 100);
}
