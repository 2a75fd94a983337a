import { canGrant, msg, reachOf, roleTitle } from "@cm/contracts";
import { eq, sql } from "drizzle-orm";
import { churches, users } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { checkPasswordPolicy } from "../../platform/auth/password-policy";
import { hashPassword } from "../../platform/auth/passwords";
import type { Principal } from "../../platform/auth/principal";
import { forbidden, ValidationError } from "../../platform/errors";
import type { ResourceContext, RowOf, WriteData } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";

type UserRow = RowOf<typeof users>;
type UserData = WriteData<typeof users>;

/** An administrator manages a user only if it could give that user their current role. */
export const canManageUser = (actor: Principal, target: UserRow) =>
  actor.id !== target.id && canGrant(actor, target.role);

/**
 * Rules of user administration: the role must be one the administrator may grant, the
 * user sits where the role belongs (church roles in a church, regional roles in a region,
 * national roles in neither), usernames and e-mails are unique, passwords are hashed.
 */
export async function prepareUserWrite(
  ctx: ResourceContext,
  data: UserData,
  existing: UserRow | null,
): Promise<UserData> {
  const actor = principalOf(ctx.request);
  const role = data.role ?? existing?.role ?? "MEMBER";
  if (data.role !== undefined && data.role !== existing?.role && !canGrant(actor, role)) {
    throw forbidden(msg("You cannot give the {role} role.", { role: roleTitle(role) }));
  }
  const out: UserData = { ...data };
  const reach = reachOf(role);
  const church = data.church === undefined ? existing?.church : data.church;
  if (reach === "church" && !church)
    throw new ValidationError({ church: [msg("Choose the church this user belongs to.")] });
  if (reach === "region") {
    const region = data.region ?? existing?.region ?? (church ? await regionOf(ctx, church) : null);
    if (!region) throw new ValidationError({ region: [msg("Choose the region this user serves.")] });
    out.region = region;
    out.church = null;
  }
  if (reach === "all") Object.assign(out, { church: null, region: null });
  if (reach === "church") out.region = null;

  // A username or e-mail is taken whichever church's user holds it.
  const names = ctx.unscoped("users.unique-names");
  await assertUnique(names, { username: data.username, email: data.email }, existing?.id);
  if (typeof data.password === "string") {
    checkPasswordPolicy(
      data.password,
      { username: String(data.username ?? ""), email: String(data.email ?? "") },
      "password",
    );
    out.password_hash = await hashPassword(data.password);
    out.last_password_change = ctx.now;
    delete out.password;
  }
  if (existing && endsSessions(out, existing)) await endSessionsOf(ctx, existing.id, "password" in data);
  return out;
}

/** Fields whose change must reach the user's open sessions at once (their tokens carry them). */
const SESSION_FIELDS = ["role", "church", "region", "is_church_admin", "is_active", "password_hash"] as const;
const endsSessions = (data: UserData, existing: UserRow) =>
  SESSION_FIELDS.some((f) => data[f] !== undefined && data[f] !== existing[f]);

/**
 * Ends a user's access tokens (and, with a new password, their refresh tokens too) in the
 * write's transaction; this instance forgets what it cached once the transaction has committed.
 */
async function endSessionsOf(ctx: ResourceContext, userId: number, everySession: boolean) {
  const { tokens } = ctx.request.server;
  if (everySession) await tokens.revokeAllForUser(userId, ctx.data);
  else await tokens.sessions.end(userId, ctx.data);
  ctx.afterCommit(() => tokens.sessions.forget(userId));
}

async function regionOf(ctx: ResourceContext, churchId: number) {
  const [c] = await ctx.data
    .select({ region: churches.region })
    .from(churches)
    .where(eq(churches.id, churchId));
  return c?.region ?? null;
}

/** Refuses a username or e-mail address another account already uses (case-insensitive). */
export async function assertUnique(db: Data, fields: Record<string, unknown>, exceptId?: number) {
  const errors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value !== "string" || !value) continue;
    const column = field === "username" ? users.username : users.email;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${column}) = ${value.toLowerCase()}`)
      .limit(1);
    if (taken && taken.id !== exceptId) {
      errors[field] = [
        field === "email"
          ? msg("An account already uses this e-mail address.")
          : msg("This username is already taken."),
      ];
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
