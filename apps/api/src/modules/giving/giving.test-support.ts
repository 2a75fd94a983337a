import type { Role } from "@cm/contracts";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import type { TestApp } from "../../../test/harness";
import { donations, income } from "../../db/tables";

/** A church on a plan with every feature, in GHS, and one signed-in user per role asked for. */
export async function givingChurch(t: TestApp, roles: Role[] = ["LOCAL_TREASURER", "LOCAL_ADMIN"]) {
  const plan = await makePlan(t.db, "all", { currency: "GHS" });
  const church = await makeChurch(t.db, undefined, { currency: "GHS" });
  await makeSubscription(t.db, church.id, plan.id);
  const tokens = new Map<Role, string>();
  const ids = new Map<Role, number>();
  for (const role of roles) {
    const { user, token } = await signedInUser(t, { role, church });
    tokens.set(role, token);
    ids.set(role, user.id);
  }
  const token = (role: Role) => tokens.get(role) ?? "";
  const id = (role: Role) => ids.get(role) ?? 0;
  return { church, token, id };
}

/** A church's income posted from giving and its final gifts, each summed in cents: they must agree. */
export async function booksAndGiving(t: TestApp, church: number) {
  const [books] = await t.db
    .select({ total: sql<string>`coalesce(sum(${income.amount}), 0)::text` })
    .from(income)
    .where(and(eq(income.church, church), isNotNull(income.giving_batch)));
  const [giving] = await t.db
    .select({ total: sql<string>`coalesce(sum(${donations.amount}), 0)::text` })
    .from(donations)
    .where(and(eq(donations.church, church), eq(donations.is_final, true)));
  return { books: books?.total ?? "0", giving: giving?.total ?? "0" };
}
