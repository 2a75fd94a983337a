import {
  apiPath,
  group,
  groupCreate,
  groupFollowUpQuery,
  groupFollowUps,
  groupPeople,
  groupPersonInput,
  groupPersonRemoveInput,
  groupsEndpoints,
  groupTrend,
  groupUpdate,
  msg,
} from "@cm/contracts";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { groupMembers, groups } from "../../db/tables";
import { fieldError } from "../../platform/errors";
import { memberOfChurch } from "../../platform/member-roll";
import { actionsOf, customFilter, defineResource } from "../../platform/resources/resource";
import {
  adoptHomeCells,
  decorateGroups,
  followUps,
  groupsOfCaller,
  peopleOfGroup,
  placeInGroup,
  readsEveryGroup,
  syncHomeCell,
  takeOutOfGroup,
  trendOf,
} from "./groups.service";

const office = { permission: "church-life.read" } as const;
const write = { permission: "members.write" } as const;
const action = actionsOf(groups);

/** `member=<id>`: the groups a member is in (a member's page asks for them). */
const withMember = customFilter(
  z.coerce.number().int().positive(),
  (member) =>
    sql`exists (select 1 from ${groupMembers} where ${groupMembers.group} = ${groups.id} and ${groupMembers.member} = ${member})`,
);

/**
 * A church's groups. The church office reads them all and keeps them; anyone else signed in reads
 * the groups their own member record is in (their home cell, their choir), nothing more.
 */
export const groupsResource = defineResource({
  name: "groups",
  path: apiPath(groupsEndpoints),
  table: groups,
  entity: group,
  create: groupCreate,
  update: groupUpdate,
  scope: { kind: "church", field: "church" },
  feature: "MEMBER_MANAGEMENT",
  access: { list: "authenticated", retrieve: "authenticated", create: write, update: write, delete: write },
  visibleRows: (p) => (readsEveryGroup(p) ? undefined : sql`${groups.id} in ${groupsOfCaller(p, false)}`),
  search: ["name", "place", "description"],
  ordering: ["name", "created_at"],
  filters: { church: "int", kind: "text", is_active: "bool", member: withMember },
  references: { church: "churches" },
  explainDuplicate: async () => {
    throw fieldError("name", msg("The church already has a group of this name."));
  },
  // Members added or imported with a home cell join its group when the office looks: for the
  // caller's church, or the one the list names.
  beforeList: async (ctx, query) => {
    if (!readsEveryGroup(ctx.principal)) return false;
    const church = typeof query.church === "number" ? query.church : (ctx.principal?.church ?? null);
    return church !== null && adoptHomeCells(ctx.data, church);
  },
  decorate: (rows, ctx) => decorateGroups(ctx.data, rows, ctx.principal),
  afterWrite: async (ctx, row, existing) => {
    if (existing && (existing.name !== row.name || existing.kind !== row.kind))
      await syncHomeCell(ctx.data, row, existing);
  },
  actions: {
    members: action.detail({
      method: "GET",
      access: "authenticated",
      summary: "The people of a group, leaders first, with the meetings each has missed in a row",
      output: groupPeople,
      run: ({ data, object, now, principal }) => peopleOfGroup(data, object.id, now, principal),
    }),
    add_member: action.detail({
      method: "POST",
      access: write,
      summary: "Put a member of the church in the group, or change their role (leader or member)",
      input: groupPersonInput,
      output: groupPeople,
      run: async ({ data, input, object, scoped, now, audit, principal }) => {
        const roll = await scoped({ resource: "members", church: object.church });
        await memberOfChurch(data, roll, input.member);
        await placeInGroup(data, object, input.member, input.role);
        await audit({ objectId: object.id, changes: { added: input.member, role: input.role } });
        return peopleOfGroup(data, object.id, now, principal);
      },
    }),
    remove_member: action.detail({
      method: "POST",
      access: write,
      summary: "Take a member out of the group",
      input: groupPersonRemoveInput,
      output: groupPeople,
      run: async ({ data, input, object, now, audit, principal }) => {
        await takeOutOfGroup(data, object, input.member);
        await audit({ objectId: object.id, changes: { removed: input.member } });
        return peopleOfGroup(data, object.id, now, principal);
      },
    }),
    trend: action.detail({
      method: "GET",
      access: "authenticated",
      summary: "The group's meetings of the last half year: members present, headcount and visitors",
      output: groupTrend,
      run: ({ data, object, now }) => trendOf(data, object.id, now),
    }),
    follow_up: action.collection({
      method: "GET",
      access: office,
      summary: "Members who have missed the last three meetings or more of a group, to follow up",
      input: groupFollowUpQuery,
      output: groupFollowUps,
      run: async ({ data, input, scoped, now }) => {
        const church =
          input.church === undefined ? undefined : (await scoped({ church: input.church })).church;
        return followUps(data, church, now);
      },
    }),
    mine: action.collection({
      method: "GET",
      access: "authenticated",
      summary: "The groups the signed-in user's own member record is in (none when no record is linked)",
      output: z.array(group),
      run: async ({ data, principal }) => {
        const rows = await data
          .select()
          .from(groups)
          .where(sql`${groups.id} in ${groupsOfCaller(principal, false)}`)
          .orderBy(groups.name);
        return decorateGroups(data, rows, principal);
      },
    }),
  },
});
