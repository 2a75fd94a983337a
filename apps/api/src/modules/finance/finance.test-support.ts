import type { Role } from "@cm/contracts";
import { eq, sql } from "drizzle-orm";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import type { TestApp } from "../../../test/harness";
import { auditLogs } from "../../db/tables";

/** A church on a plan with every feature (the church and the plan in the currency given, GHS by default), and one signed-in user per role asked for. */
export async function financeChurch(
  t: TestApp,
  options: { region?: number; currency?: string; roles?: Role[]; plan?: number } = {},
) {
  const plan = options.plan ?? (await makePlan(t.db, "all", { currency: options.currency ?? "GHS" })).id;
  // The church keeps its books in the currency its plan is priced in, as churches of one country do.
  const church = await makeChurch(t.db, options.region, { currency: options.currency ?? "GHS" });
  await makeSubscription(t.db, church.id, plan);
  const tokens: Partial<Record<Role, string>> = {};
  const ids: Partial<Record<Role, number>> = {};
  for (const role of options.roles ?? ["LOCAL_TREASURER"]) {
    const { user, token } = await signedInUser(t, { role, church });
    tokens[role] = token;
    ids[role] = user.id;
  }
  const token = (role: Role) => {
    const found = tokens[role];
    if (!found) throw new Error(`no ${role} signed in`);
    return found;
  };
  return { church, plan, token, ids };
}

/** Audit rows of one resource's object and action. */
export async function auditRows(t: TestApp, resource: string, objectId: number, action: string) {
  return t.db
    .select()
    .from(auditLogs)
    .where(
      sql`${auditLogs.resource} = ${resource} and ${auditLogs.object_id} = ${String(objectId)} and ${eq(auditLogs.action, action)}`,
    );
}
