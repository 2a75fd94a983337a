import { apiPath, msg, user, userCreate, userMe, usersEndpoints, userUpdate } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { churches, users } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { presentUser } from "../../platform/auth/present-user";
import { unauthenticated } from "../../platform/errors";
import { languageOfUser } from "../../platform/i18n";
import { theRow } from "../../platform/resources/presenter";
import { type ActionDef, actionsOf, defineResource } from "../../platform/resources/resource";
import { canManageUser, prepareUserWrite } from "./users.service";

/** Turns an account on or off; turning it off also ends every session. */
const setActive = (active: boolean, summary: string): ActionDef =>
  actionsOf(users).detail({
    method: "POST",
    access: { permission: "users.write" },
    summary,
    output: user,
    run: async ({ data, object, request, afterCommit }) => {
      const id = object.id;
      const row = theRow(
        await data.update(users).set({ is_active: active }).where(eq(users.id, id)).returning(),
      );
      const { tokens } = request.server;
      if (!active) await tokens.revokeAllForUser(id, data);
      afterCommit(() => tokens.sessions.forget(id));
      return presentUser(row);
    },
  });

const action = actionsOf(users);

export const usersResource = defineResource({
  name: "users",
  path: apiPath(usersEndpoints),
  table: users,
  entity: user,
  create: userCreate,
  update: userUpdate,
  scope: { kind: "church", field: "church" },
  access: {
    list: { permission: "users.read" },
    retrieve: { permission: "users.read" },
    create: { permission: "users.write" },
    update: { permission: "users.write" },
  },
  search: ["username", "first_name", "last_name", "email"],
  ordering: ["username", "last_name", "date_joined", "role"],
  filters: { role: "text", church: "int", region: "int", is_active: "bool" },
  references: { church: "churches", region: "regions" },
  canWrite: canManageUser,
  beforeWrite: prepareUserWrite,
  actions: {
    me: action.collection({
      method: "GET",
      access: "authenticated",
      summary:
        "The signed-in user, with the language they are spoken to in (effective_language) and their church's time zone",
      output: userMe,
      run: async ({ unscoped, request }) => {
        // The caller's own row, whatever their church (a member may have none yet).
        const own = unscoped("accounts.own-account");
        const [found] = await own
          .select({ row: users, church_time_zone: churches.time_zone })
          .from(users)
          .leftJoin(churches, eq(churches.id, users.church))
          .where(eq(users.id, principalOf(request).id))
          .limit(1);
        if (!found?.row.is_active) throw unauthenticated(msg("This account is no longer active."));
        const { row, church_time_zone } = found;
        return {
          ...presentUser(row),
          effective_language: await languageOfUser(own, row.id),
          church_time_zone,
        };
      },
    }),
    deactivate: setActive(false, "Deactivate a user: they can no longer sign in"),
    activate: setActive(true, "Reactivate a user"),
  },
});
