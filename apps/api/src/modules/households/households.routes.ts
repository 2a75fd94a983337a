import {
  apiPath,
  household,
  householdCreate,
  householdMemberInput,
  householdMemberRemoveInput,
  householdPeople,
  householdsEndpoints,
  householdUpdate,
} from "@cm/contracts";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { householdMembers, households } from "../../db/tables";
import { memberOfChurch } from "../../platform/member-roll";
import { actionsOf, customFilter, defineResource, readWrite } from "../../platform/resources/resource";
import { decorateHouseholds, membersOfHousehold, placeMember, removeMember } from "./households.service";

const read = { permission: "church-life.read" } as const;
const write = { permission: "members.write" } as const;
const action = actionsOf(households);

/** `member=<id>`: the household a member lives in (a member's page asks for it). */
const withMember = customFilter(
  z.coerce.number().int().positive(),
  (member) =>
    sql`exists (select 1 from ${householdMembers} where ${householdMembers.household} = ${households.id} and ${householdMembers.member} = ${member})`,
);

/** A church's households: families and homes, each with its people and their roles. */
export const householdsResource = defineResource({
  name: "households",
  path: apiPath(householdsEndpoints),
  table: households,
  entity: household,
  create: householdCreate,
  update: householdUpdate,
  scope: { kind: "church", field: "church" },
  feature: "MEMBER_MANAGEMENT",
  access: readWrite(read, write),
  search: ["name", "address", "phone"],
  ordering: ["name", "created_at"],
  filters: { church: "int", member: withMember },
  references: { church: "churches" },
  decorate: (rows, ctx) => decorateHouseholds(ctx.data, rows),
  actions: {
    members: action.detail({
      method: "GET",
      access: read,
      summary: "The people of a household with their attendance and classes at a glance",
      output: householdPeople,
      run: ({ data, object, now }) => membersOfHousehold(data, object.id, now),
    }),
    add_member: action.detail({
      method: "POST",
      access: write,
      summary: "Put a member of the church in the household (moving them from any other)",
      input: householdMemberInput,
      output: householdPeople,
      run: async ({ data, input, object, scoped, now, audit }) => {
        const roll = await scoped({ resource: "members", church: object.church });
        await memberOfChurch(data, roll, input.member);
        await placeMember(data, object, input.member, input.role);
        await audit({ objectId: object.id, changes: { added: input.member, role: input.role } });
        return membersOfHousehold(data, object.id, now);
      },
    }),
    remove_member: action.detail({
      method: "POST",
      access: write,
      summary: "Take a member out of the household",
      input: householdMemberRemoveInput,
      output: householdPeople,
      run: async ({ data, input, object, now, audit }) => {
        await removeMember(data, object.id, input.member);
        await audit({ objectId: object.id, changes: { removed: input.member } });
        return membersOfHousehold(data, object.id, now);
      },
    }),
  },
});
