import { type DefaultProgramCategoryCode, type Feature, ONCE, type Recurrence } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { makeChurch, makePlan, makeSubscription, signedInUser, unique } from "../../../test/factories";
import type { TestApp } from "../../../test/harness";
import type { Db } from "../../db/client";
import { churches, programCategories, programOccurrences, programs } from "../../db/tables";

export const PROGRAMS = "/api/programs/programs/";
export const OCCURRENCES = "/api/programs/occurrences/";
export const PARTICIPANTS = "/api/programs/participants/";
export const ATTACHMENTS = "/api/programs/attachments/";
export const REMINDERS = "/api/programs/reminders/";
export const CATEGORIES = "/api/programs/categories/";
export const FEEDS = "/api/programs/feeds/";

const ids = new Map<string, number>();

/** The id of a national default category by its code (WORSHIP, PRAYER...). */
export async function defaultProgramCategory(db: Db, code: DefaultProgramCategoryCode = "WORSHIP") {
  const known = ids.get(code);
  if (known) return known;
  const [row] = await db.select().from(programCategories).where(eq(programCategories.code, code));
  if (!row) throw new Error(`no default program category ${code}`);
  ids.set(code, row.id);
  return row.id;
}

/** A program of a church, APPROVED and held once in 2030 unless told otherwise (no dates made). */
export async function makeProgram(
  db: Db,
  church: number,
  values: Partial<typeof programs.$inferInsert> = {},
) {
  const [row] = await db
    .insert(programs)
    .values({
      church,
      title: unique("Prayer meeting"),
      category: values.category ?? (await defaultProgramCategory(db)),
      start_date: "2030-01-06",
      start_time: "18:00",
      duration_minutes: 90,
      time_zone: "Africa/Accra",
      recurrence: ONCE,
      status: "APPROVED",
      ...values,
    })
    .returning();
  if (!row) throw new Error("program not created");
  return row;
}

/** One date of a program (yesterday at this hour, SCHEDULED, unless told otherwise). */
export async function makeOccurrence(
  db: Db,
  program: typeof programs.$inferSelect,
  values: Partial<typeof programOccurrences.$inferInsert> = {},
) {
  const starts = values.starts_at ?? new Date(Date.now() - 86_400_000);
  const [row] = await db
    .insert(programOccurrences)
    .values({
      church: program.church,
      program: program.id,
      starts_at: starts,
      ends_at: new Date(starts.getTime() + 90 * 60_000),
      local_date: starts.toISOString().slice(0, 10),
      ...values,
    })
    .returning();
  if (!row) throw new Error("occurrence not created");
  return row;
}

/** A repeating rule with RFC 5545's defaults for what is not given. */
export const rule = (values: Partial<Recurrence>): Recurrence => ({ ...ONCE, ...values });

/** A church in a time zone, whose plan has the given features, and a signed-in officer of it. */
export async function churchWithPrograms(
  t: TestApp,
  options: {
    zone?: string;
    role?: "LOCAL_ADMIN" | "LOCAL_SECRETARY";
    features?: Partial<Record<Feature, boolean>> | "all";
  } = {},
) {
  const church = await makeChurch(t.db);
  if (options.zone)
    await t.db.update(churches).set({ time_zone: options.zone }).where(eq(churches.id, church.id));
  const plan = await makePlan(t.db, options.features ?? "all");
  await makeSubscription(t.db, church.id, plan.id);
  const { user, token } = await signedInUser(t, { role: options.role ?? "LOCAL_ADMIN", church });
  return { church, user, token };
}
