import { arrayOf, endpoint, post, schemasOf } from "../common/endpoint";
import type * as MemberFieldSchemas from "./member-field.contract";

const schema = schemasOf<typeof MemberFieldSchemas>();

export const memberFieldsEndpoints = endpoint("/churches/member-fields/", {
  entity: schema("memberField"),
  create: schema("memberFieldCreate"),
  update: schema("memberFieldUpdate"),
  filters: ["church", "is_active"],
  actions: {
    reorder: post(arrayOf(schema("memberField"))),
  },
});
