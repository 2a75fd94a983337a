import { msg } from "@cm/contracts";
import { and, eq, ne, or } from "drizzle-orm";
import { memberLinkRequests, members, users } from "../../db/tables";
import { recordAudit } from "../../platform/audit";
import { AppError, notFound } from "../../platform/errors";
import type { ResourceContext } from "../../platform/resources/resource";

const conflict = (message: string) => new AppError(409, "conflict", message);

/** The member, in the caller's reach and locked for the link, or 404. */
async function memberToLink(ctx: ResourceContext, id: number) {
  const roll = await ctx.scoped({ resource: "members" });
  const [member] = await roll.rows(members, eq(members.id, id)).for("update");
  if (!member) throw notFound(msg("This member was not found."));
  return member;
}

/**
 * Links a user account to a member: the account must belong to the member's church (else 404, as
 * another church's member is), and may be one member's only, as a member has one account (409
 * otherwise; the unique index on members' accounts stands behind the check). Any proposal for
 * either is settled. Audited on the member.
 */
export async function linkUser(ctx: ResourceContext, memberId: number, userId: number) {
  // Two links of one account at once take turns, so the second sees the first and answers 409.
  await ctx.data.lock("member_user_link", userId);
  const member = await memberToLink(ctx, memberId);
  const [account] = await ctx.data
    .select({ id: users.id, church: users.church })
    .from(users)
    .where(eq(users.id, userId));
  if (!account || account.church !== member.church)
    throw notFound(msg("This user account was not found in the member's church."));
  if (member.user !== null && member.user !== userId)
    throw conflict(msg("This member is already linked to another account. Unlink it first."));
  const [other] = await ctx.data
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.user, userId), ne(members.id, member.id)))
    .limit(1);
  if (other) throw conflict(msg("This account is already linked to another member."));
  await ctx.data.update(members).set({ user: userId }).where(eq(members.id, member.id));
  await ctx.data
    .delete(memberLinkRequests)
    .where(or(eq(memberLinkRequests.member, member.id), eq(memberLinkRequests.user, userId)));
  await recordAudit(ctx.data, {
    principal: ctx.principal,
    ip: ctx.request.ip,
    action: "link_user",
    resource: "members",
    objectId: member.id,
    changes: { user: userId },
  });
  return { member: member.id, user: userId };
}

/** Takes the account off a member (the account stays). Audited on the member. */
export async function unlinkUser(ctx: ResourceContext, memberId: number) {
  const member = await memberToLink(ctx, memberId);
  if (member.user === null) return { member: member.id, user: null };
  await ctx.data.update(members).set({ user: null }).where(eq(members.id, member.id));
  await recordAudit(ctx.data, {
    principal: ctx.principal,
    ip: ctx.request.ip,
    action: "unlink_user",
    resource: "members",
    objectId: member.id,
    changes: { user: null, was: member.user },
  });
  return { member: member.id, user: null };
}

/** A proposal that is no longer waiting answers 409. */
export function stillPending(link: { status: string }) {
  if (link.status !== "PENDING") throw conflict(msg("This link has already been declined."));
}
