import { endpoint, get, postOne, schemasOf } from "../common/endpoint";
import type * as UserSchemas from "./user.contract";
import type * as UserAdminSchemas from "./user-admin.contract";

const schema = schemasOf<typeof UserAdminSchemas & typeof UserSchemas>();

export const usersEndpoints = endpoint("/users/", {
  entity: schema("user"),
  create: schema("userCreate"),
  update: schema("userUpdate"),
  remove: false,
  filters: ["role", "church", "region", "is_active"],
  actions: {
    me: get(schema("userMe")),
    deactivate: postOne(schema("user")),
    activate: postOne(schema("user")),
  },
});
