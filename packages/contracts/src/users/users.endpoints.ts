import { endpoint, get, postOne } from "../common/endpoint";
import { user } from "./user.contract";
import { userCreate, userUpdate } from "./user-admin.contract";

export const usersEndpoints = endpoint("/users/", {
  entity: user,
  create: userCreate,
  update: userUpdate,
  remove: false,
  filters: ["role", "church", "region", "is_active"],
  actions: {
    me: get(user),
    deactivate: postOne(user),
    activate: postOne(user),
  },
});
