import { addDays, allFeatures, type FeatureMap, type Role, reachOf, todayIso } from "@cm/contracts";
import type { Db } from "../src/db/client";
import { branches, churches, countries, plans, regions, subscriptions, users } from "../src/db/tables";
import { hashPassword } from "../src/platform/auth/passwords";
import type { TestApp } from "./harness";

export const PASSWORD = "correct horse battery staple";
let passwordHash: Promise<string> | undefined;
let sequence = 0;
/** A name no other row of this test file uses. */
export const unique = (prefix: string) => `${prefix}-${++sequence}-${Math.random().toString(36).slice(2, 7)}`;

export async function makeCountry(db: Db): Promise<typeof countries.$inferSelect> {
  const code = Math.random().toString(36).slice(2, 5).replace(/[0-9]/g, "x").toUpperCase();
  const [row] = await db
    .insert(countries)
    .values({ name: unique("Country"), code })
    .onConflictDoNothing()
    .returning();
  return row ?? makeCountry(db);
}

export async function makeRegion(db: Db, country?: number) {
  const countryId = country ?? (await makeCountry(db)).id;
  const [row] = await db
    .insert(regions)
    .values({ name: unique("Region"), country: countryId })
    .returning();
  if (!row) throw new Error("region not created");
  return row;
}

export async function makeChurch(
  db: Db,
  region?: number,
  values: Partial<typeof churches.$inferInsert> = {},
) {
  const regionId = region ?? (await makeRegion(db)).id;
  const [row] = await db
    .insert(churches)
    .values({ name: unique("Church"), region: regionId, city: "Accra", ...values })
    .returning();
  if (!row) throw new Error("church not created");
  return row;
}

export async function makeBranch(db: Db, church: number, values: Partial<typeof branches.$inferInsert> = {}) {
  const [row] = await db
    .insert(branches)
    .values({ church, name: unique("Branch"), capacity: 100, ...values })
    .returning();
  if (!row) throw new Error("branch not created");
  return row;
}

type UserOptions = {
  role: Role;
  church?: { id: number; region: number } | null;
  isChurchAdmin?: boolean;
  isActive?: boolean;
};

/** A user placed where their role belongs: local roles in the church, regional roles in its region. */
export async function makeUser(
  db: Db,
  { role, church = null, isChurchAdmin = false, isActive = true }: UserOptions,
) {
  passwordHash ??= hashPassword(PASSWORD);
  const reach = reachOf(role);
  const [row] = await db
    .insert(users)
    .values({
      username: unique(role.toLowerCase()),
      email: `${unique("u")}@example.org`,
      password_hash: await passwordHash,
      role,
      is_church_admin: isChurchAdmin,
      church: reach === "church" ? (church?.id ?? null) : null,
      region: reach === "region" ? (church?.region ?? null) : null,
      is_active: isActive,
    })
    .returning();
  if (!row) throw new Error("user not created");
  return row;
}

/** Signs in through the API and answers the access token and refresh token. */
export async function signIn(t: TestApp, username: string, password = PASSWORD) {
  const res = await t.call({ method: "POST", url: "/api/auth/login/", payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json() as { access: string; refresh: string };
}

/** A user of the given role and church, signed in: answers the user row and its access token. */
export async function signedInUser(t: TestApp, options: UserOptions) {
  const user = await makeUser(t.db, options);
  if (!user.is_active) throw new Error(`${user.username} is not active and cannot sign in`);
  // The token a sign-in gives, signed by the app itself: signing in (its password check, limits
  // and audit) is what auth.test.ts tests; every other test would pay argon2's cost each time.
  const access = await t.app.tokens.signAccess({
    id: user.id,
    username: user.username,
    role: user.role,
    church: user.church,
    region: user.region ?? (user.church !== null ? (options.church?.region ?? null) : null),
    is_church_admin: user.is_church_admin,
    sessionVersion: user.session_version,
  });
  return { user, token: access };
}

/** A plan with the given features (all of them by default). */
export async function makePlan(
  db: Db,
  features: Partial<FeatureMap> | "all" = "all",
  values: Partial<typeof plans.$inferInsert> = {},
) {
  const map = features === "all" ? allFeatures(true) : { ...allFeatures(false), ...features };
  const [row] = await db
    .insert(plans)
    .values({ name: unique("Plan"), price: "100.00", currency: "GHS", features: map, ...values })
    .returning();
  if (!row) throw new Error("plan not created");
  return row;
}

/** A subscription of a church, ACTIVE for 30 more days unless told otherwise. */
export async function makeSubscription(
  db: Db,
  church: number,
  plan: number,
  values: Partial<typeof subscriptions.$inferInsert> = {},
) {
  const today = todayIso();
  const [row] = await db
    .insert(subscriptions)
    .values({
      church,
      plan,
      status: "ACTIVE",
      start_date: addDays(today, -10),
      end_date: addDays(today, 30),
      ...values,
    })
    .returning();
  if (!row) throw new Error("subscription not created");
  return row;
}
