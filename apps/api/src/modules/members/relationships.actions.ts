import { memberRelationships, relationshipInput, relationshipRemoveInput } from "@cm/contracts";
import { members } from "../../db/tables";
import { membersOfChurch } from "../../platform/member-roll";
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
    run: ({ db, object }) => relationshipsOf(db, object.id),
  }),
  add_relationship: action.detail({
    method: "POST",
    access: write,
    summary: "Record how another member of the church is related to this one (and the inverse)",
    input: relationshipInput,
    output: memberRelationships,
    run: async ({ db, input, object, scoped, audit }) => {
      const roll = await scoped({ church: object.church });
      await membersOfChurch(db, roll, [input.relative], "relative");
      const name = `${object.first_name} ${object.last_name}`;
      await relate(db, object.church, { id: object.id, name }, input.relative, input.kind);
      await audit(db, { objectId: object.id, changes: { relative: input.relative, kind: input.kind } });
      return relationshipsOf(db, object.id);
    },
  }),
  remove_relationship: action.detail({
    method: "POST",
    access: write,
    summary: "Remove the relationship between this member and another, both ways",
    input: relationshipRemoveInput,
    output: memberRelationships,
    run: async ({ db, input, object, audit }) => {
      await unrelate(db, object.id, input.relative);
      await audit(db, { objectId: object.id, changes: { relative: input.relative } });
      return relationshipsOf(db, object.id);
    },
  }),
};
