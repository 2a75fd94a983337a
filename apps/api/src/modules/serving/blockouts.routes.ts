import {
  apiPath,
  BLOCKOUT_ORDER,
  msg,
  servingBlockout,
  servingBlockoutCreate,
  servingBlockoutsEndpoints,
  todayIso,
} from "@cm/contracts";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { z } from "zod";
import { members, servingBlockouts } from "../../db/tables";
import { fieldError, ValidationError } from "../../platform/errors";
import { memberName } from "../../platform/member-roll";
import { actionsOf, defineResource, type ResourceContext, type Row } from "../../platform/resources/resource";
import { isOwnMember, managesServing, ownUnlessOffice, readsServing } from "./serving-access";

const action = actionsOf(servingBlockouts);

/** The member a blockout is for: the one named, else the caller's own record. */
async function memberOf(ctx: ResourceContext, named: unknown) {
  const [row] = await ctx.data
    .select({ id: members.id, church: members.church })
    .from(members)
    .where(named === undefined ? isOwnMember(members.id, ctx.principal) : eq(members.id, Number(named)));
  if (row) return row;
  if (named === undefined)
    throw new ValidationError({
      non_field_errors: [
        msg("Your account is not linked to a member record yet. Ask your church office to link it."),
      ],
    });
  throw fieldError("member", msg("This member was not found in the church."));
}

/** Each blockout's member's name. */
async function decorateBlockouts(ctx: ResourceContext, rows: { member: number }[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const names = await ctx.data
    .select({ id: members.id, name: memberName })
    .from(members)
    .where(
      inArray(
        members.id,
        rows.map((r) => r.member),
      ),
    );
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((r) => ({ ...r, member_name: nameOf.get(r.member) ?? "" }));
}

/** Days people cannot serve: each sets their own; the church office sees and sets everyone's. */
export const servingBlockoutsResource = defineResource({
  name: "serving-blockouts",
  path: apiPath(servingBlockoutsEndpoints),
  table: servingBlockouts,
  entity: servingBlockout,
  create: servingBlockoutCreate,
  scope: { kind: "church", field: "church" },
  feature: "MEMBER_MANAGEMENT",
  access: {
    list: "authenticated",
    retrieve: "authenticated",
    create: "authenticated",
    delete: "authenticated",
  },
  visibleRows: ownUnlessOffice(servingBlockouts.member, readsServing),
  writableRows: {
    where: ownUnlessOffice(servingBlockouts.member, managesServing),
    refusal: msg("You can set only your own days away."),
  },
  ordering: ["starts_on", "created_at"],
  filters: { church: "int", member: "int" },
  references: { church: "churches", member: "members" },
  beforeWrite: async (ctx, data) => {
    if (String(data.ends_on) < String(data.starts_on)) throw fieldError("ends_on", BLOCKOUT_ORDER);
    const member = await memberOf(ctx, data.member);
    return { ...data, member: member.id, church: member.church };
  },
  decorate: (rows, ctx) => decorateBlockouts(ctx, rows),
  actions: {
    mine: action.collection({
      method: "GET",
      access: "authenticated",
      summary: "The signed-in person's own days away that have not ended",
      output: z.array(servingBlockout),
      run: async (ctx) => {
        const rows = await ctx.data
          .select()
          .from(servingBlockouts)
          .where(
            and(
              isOwnMember(servingBlockouts.member, ctx.principal),
              gte(servingBlockouts.ends_on, todayIso(ctx.now)),
            ),
          )
          .orderBy(asc(servingBlockouts.starts_on))
          .limit(100);
        return decorateBlockouts(ctx, rows);
      },
    }),
  },
});
