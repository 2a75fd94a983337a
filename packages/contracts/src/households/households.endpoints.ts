import { arrayOf, endpoint, getOne, postOne, schemasOf } from "../common/endpoint";
import type * as HouseholdSchemas from "./household.contract";

const schema = schemasOf<typeof HouseholdSchemas>();

export const householdsEndpoints = endpoint("/churches/households/", {
  entity: schema("household"),
  create: schema("householdCreate"),
  update: schema("householdUpdate"),
  filters: ["church", "member"],
  actions: {
    members: getOne(arrayOf(schema("householdMember"))),
    add_member: postOne(arrayOf(schema("householdMember"))),
    remove_member: postOne(arrayOf(schema("householdMember"))),
  },
});
