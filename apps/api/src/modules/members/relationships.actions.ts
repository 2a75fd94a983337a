import { memberRelationships, relationshipInput, relationshipRemoveInput } from "@cm/contracts";
import { members } from "../../db/tables";
import { memberOfChurch } from "../../platform/member-roll";
import { actionsOf } from "../../platform/resources/resource";
import { relate, relationshipsOf, unrelate } from "./relationships.service";

const action = actionsOf(members);
const read = { permission: "church-life.read" } as const;
const write = { permission: "members.write" } as const;

/** A member's relatives (members/{id}/relationships/), each relationship kept both ways. */
export const relationshipActions = {
  relationships: action.detail({
    method: "GET",
    access: read,
    summary: "A member's relatives: spouse, parents, children, siblings, guardians, wards",
    output: memberRelationships,
    run: ({ data, object }) => relationshipsOf(data, object.id),
  }),
  add_relationship: action.detail({
    method: "POST",
    access: write,
    summary: "Record how another member of the church is related to this one (and the inverse)",
    input: relationshipInput,
    output: memberRelationships,
    run: async ({ data, input, object, scoped, audit }) => {
      const roll = await scoped({ church: object.church });
      await memberOfChurch(data, roll, input.relative);
      const name = `${object.first_name} ${object.last_name}`;
      await relate(data, object.church, { id: object.id, name }, input.relative, input.kind);
      await audit({ objectId: object.id, changes: { relative: input.relative, kind: input.kind } });
      return relationshipsOf(data, object.id);
    },
  }),
  remove_relationship: action.detail({
    method: "POST",
    access: write,
    summary: "Remove the relationship between this member and another, both ways",
    input: relationshipRemoveInput,
    output: memberRelationships,
    run: async ({ data, input, object, audit }) => {
      await unrelate(data, object.id, input.relative);
      await audit({ objectId: object.id, changes: { relative: input.relative } });
      return relationshipsOf(data, object.id);
    },
  }),
};
