import type { GIVER_KINDS, Giver } from "@cm/contracts";
import { asc, eq, ilike, or, sql } from "drizzle-orm";
import { households, members } from "../../db/tables";
import { memberName } from "../../platform/member-roll";
import { searchPattern } from "../../platform/resources/list";
import type { ResourceContext } from "../../platform/resources/resource";

/** How many givers one search answers: a picker's list, not a roll. */
const GIVERS_SHOWN = 50;

type GiversQuery = { kind: (typeof GIVER_KINDS)[number]; search?: string; church?: number };

/**
 * The church's active members or its households that a gift can be put on, by name, within the
 * caller's reach. Only what a picker shows (a name, a phone or an address): the roll's other
 * fields stay with those who may read members.
 */
export async function giversOf(ctx: ResourceContext, query: GiversQuery): Promise<{ results: Giver[] }> {
  const term = query.search ? searchPattern(query.search) : undefined;
  if (query.kind === "household") {
    const roll = await ctx.scoped({ resource: "households", church: query.church });
    const results = await ctx.data
      .select({ id: households.id, name: households.name, detail: households.address })
      .from(households)
      .where(roll.where(term ? or(ilike(households.name, term), ilike(households.phone, term)) : undefined))
      .orderBy(asc(households.name), asc(households.id))
      .limit(GIVERS_SHOWN);
    return { results };
  }
  const roll = await ctx.scoped({ resource: "members", church: query.church });
  const results = await ctx.data
    .select({ id: members.id, name: memberName, detail: members.phone })
    .from(members)
    .where(
      roll.where(
        eq(members.is_active, true),
        term ? sql`${members.search_text} like lower(${term})` : undefined,
      ),
    )
    .orderBy(asc(members.last_name), asc(members.first_name), asc(members.id))
    .limit(GIVERS_SHOWN);
  return { results };
}
