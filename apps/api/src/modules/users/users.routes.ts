import { user } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { users } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { unauthenticated } from "../../platform/errors";
import { presenter } from "../../platform/resources/presenter";
import { defineResource, type Row } from "../../platform/resources/resource";

/** A user row as the API shows it (no hash, no secret). */
export const presentUser = presenter(user);

export const usersResource = defineResource({
  name: "users",
  path: "/api/users/",
  table: users,
  entity: user,
  scope: { kind: "church", field: "church" },
  access: { list: { permission: "users.read" }, retrieve: { permission: "users.read" } },
  search: ["username", "first_name", "last_name", "email"],
  ordering: ["username", "last_name", "date_joined", "role"],
  filters: { role: "text", church: "int", region: "int", is_active: "bool" },
  actions: {
    me: {
      on: "collection",
      method: "GET",
      access: "authenticated",
      summary: "The signed-in user",
      output: user,
      run: async ({ db, request }) => {
        const [row] = await db
          .select()
          .from(users)
          .where(eq(users.id, principalOf(request).id))
          .limit(1);
        if (!row?.is_active) throw unauthenticated("This account is no longer active.");
        return presentUser(row as Row);
      },
    },
  },
});
