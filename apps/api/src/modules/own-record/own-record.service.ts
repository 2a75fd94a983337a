import { msg, type OwnMembership } from "@cm/contracts";
import { and, eq, gte, inArray, isNull, ne, or, sql } from "drizzle-orm";
import {
  churches,
  eventAttendance,
  events,
  householdMembers,
  households,
  memberChangeRequests,
  memberChangeSettings,
  memberFields,
  memberLinkRequests,
  members,
  sundaySchoolClasses,
  sundaySchoolEnrollments,
  users,
} from "../../db/tables";
import { recordAudit } from "../../platform/audit";
import { AppError, fieldError, notFound } from "../../platform/errors";
import { memberName, memberNamesOf } from "../../platform/member-roll";
import type { ResourceContext, Row } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { userNames } from "../../platform/user-names";

const DAY_MS = 86_400_000;
type MemberRow = typeof members.$inferSelect;
type ChangeRow = typeof memberChangeRequests.$inferSelect;

export const NOT_LINKED =
  "Your account is not linked to a member record yet. Ask your church office to link it.";
export const PHONE_TAKEN = "Another member of this church already has this phone number.";

/** The member record linked to the signed-in user's account, in their reach, or null. */
export async function ownMember(ctx: ResourceContext): Promise<MemberRow | null> {
  const id = ctx.principal?.id;
  if (!id) return null;
  const roll = await ctx.scoped({ resource: "members" });
  const [row] = await roll.rows(members, eq(members.user, id)).limit(1);
  return row ?? null;
}

/** Whether the church applies its members' own changes at once. */
export async function appliesAtOnce(data: Data, church: number): Promise<boolean> {
  const [row] = await data
    .select({ on: memberChangeSettings.apply_without_confirmation })
    .from(memberChangeSettings)
    .where(eq(memberChangeSettings.church, church));
  return row?.on ?? false;
}

/**
 * Proposes links between the church's user accounts and its members who share an e-mail address
 * (without case), for accounts and members not linked yet and not proposed before (a declined
 * proposal stays, so it is not made again). Answers how many it proposed.
 */
export async function proposeLinks(
  ctx: ResourceContext,
  church: number | undefined,
  user?: number,
): Promise<number> {
  const roll = await ctx.scoped({ resource: "members", church });
  const found = await ctx.data
    .select({ church: members.church, member: members.id, user: users.id })
    .from(members)
    .innerJoin(
      users,
      and(eq(users.church, members.church), sql`lower(${users.email}) = lower(${members.email})`),
    )
    .where(
      roll.where(
        user === undefined ? undefined : eq(users.id, user),
        isNull(members.user),
        ne(members.email, ""),
        eq(users.is_active, true),
      ),
    )
    .orderBy(members.id)
    .limit(200);
  if (found.length === 0) return 0;
  const candidates = [...new Set(found.map((r) => r.user))];
  const [linked, proposed] = await Promise.all([
    ctx.data.select({ user: members.user }).from(members).where(inArray(members.user, candidates)),
    ctx.data
      .select({ member: memberLinkRequests.member, user: memberLinkRequests.user })
      .from(memberLinkRequests)
      .where(
        or(
          inArray(memberLinkRequests.user, candidates),
          inArray(
            memberLinkRequests.member,
            found.map((r) => r.member),
          ),
        ),
      ),
  ]);
  // One proposal per member and per account: the first of each wins, the unique indexes hold it.
  const takenMembers = new Set(proposed.map((p) => p.member));
  const takenUsers = new Set([...linked.map((l) => l.user), ...proposed.map((p) => p.user)]);
  const rows = found.filter((r) => {
    if (takenMembers.has(r.member) || takenUsers.has(r.user)) return false;
    takenMembers.add(r.member);
    takenUsers.add(r.user);
    return true;
  });
  if (rows.length === 0) return 0;
  const made = await ctx.data
    .insert(memberLinkRequests)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: memberLinkRequests.id });
  return made.length;
}

/** The signed-in user's own record: details, household, attendance and Sunday-school classes. */
export async function ownRecord(ctx: ResourceContext): Promise<OwnMembership> {
  const m = await ownMember(ctx);
  if (!m) {
    const userId = ctx.principal?.id;
    const church = ctx.principal?.church ?? null;
    if (userId && church) await proposeLinks(ctx, church, userId);
    const pending = userId
      ? await ctx.data
          .select({ id: memberLinkRequests.id })
          .from(memberLinkRequests)
          .where(and(eq(memberLinkRequests.user, userId), eq(memberLinkRequests.status, "PENDING")))
      : [];
    return {
      linked: false,
      link_pending: pending.length > 0,
      member: null,
      household: null,
      attendance: { last_90_days: 0, last_year: 0, last_attended: null },
      sunday_school_classes: [],
      fields: [],
      changes_apply_at_once: false,
    };
  }
  const since90 = new Date(ctx.now.getTime() - 90 * DAY_MS);
  const since365 = new Date(ctx.now.getTime() - 365 * DAY_MS);
  const [church, home, attended, classes, atOnce, fields] = await Promise.all([
    ctx.data.select({ name: churches.name }).from(churches).where(eq(churches.id, m.church)),
    ctx.data
      .select({ id: households.id, name: households.name, role: householdMembers.role })
      .from(householdMembers)
      .innerJoin(households, eq(households.id, householdMembers.household))
      .where(eq(householdMembers.member, m.id)),
    ctx.data
      .select({
        last_90_days: sql<number>`(count(*) filter (where ${events.starts_at} >= ${since90}))::int`,
        last_year: sql<number>`count(*)::int`,
        last_attended: sql<string | null>`max(${events.starts_at})`,
      })
      .from(eventAttendance)
      .innerJoin(events, eq(events.id, eventAttendance.event))
      .where(
        and(
          eq(eventAttendance.member, m.id),
          gte(events.starts_at, since365),
          sql`${events.starts_at} <= ${ctx.now}`,
        ),
      ),
    ctx.data
      .select({ name: sundaySchoolClasses.name })
      .from(sundaySchoolEnrollments)
      .innerJoin(sundaySchoolClasses, eq(sundaySchoolClasses.id, sundaySchoolEnrollments.sunday_school))
      .where(and(eq(sundaySchoolEnrollments.member, m.id), eq(sundaySchoolEnrollments.is_active, true)))
      .orderBy(sundaySchoolClasses.name),
    appliesAtOnce(ctx.data, m.church),
    // Fields the church keeps for its admins only stay off the member's own page.
    ctx.data
      .select({ id: memberFields.id, label: memberFields.label, type: memberFields.type })
      .from(memberFields)
      .where(
        and(
          eq(memberFields.church, m.church),
          eq(memberFields.is_active, true),
          eq(memberFields.visibility, "members"),
        ),
      )
      .orderBy(memberFields.position, memberFields.id),
  ]);
  const household = home[0];
  const people = household
    ? await ctx.data
        .select({ member: householdMembers.member, name: memberName, role: householdMembers.role })
        .from(householdMembers)
        .innerJoin(members, eq(members.id, householdMembers.member))
        .where(eq(householdMembers.household, household.id))
        .orderBy(
          sql`case ${householdMembers.role} when 'head' then 0 when 'spouse' then 1 when 'child' then 2 else 3 end`,
          members.date_of_birth,
          members.id,
        )
    : [];
  const counts = attended[0];
  const last = counts?.last_attended ? new Date(counts.last_attended).toISOString() : null;
  return {
    linked: true,
    link_pending: false,
    member: {
      id: m.id,
      church: m.church,
      church_name: church[0]?.name ?? "",
      full_name: [m.first_name, m.other_names, m.last_name].filter(Boolean).join(" "),
      phone: m.phone,
      email: m.email,
      address: m.address,
      photo: m.photo,
      date_of_birth: m.date_of_birth,
      membership_date: m.membership_date,
      baptism_date: m.baptism_date,
      category: m.category,
      home_cell_fellowship: m.home_cell_fellowship,
      is_active: m.is_active,
    },
    household: household ? { ...household, people } : null,
    attendance: {
      last_90_days: counts?.last_90_days ?? 0,
      last_year: counts?.last_year ?? 0,
      last_attended: last,
    },
    sunday_school_classes: classes.map((c) => c.name),
    fields: fields.flatMap(({ id, label, type }) => {
      const value = m.custom_fields[String(id)];
      return value === undefined ? [] : [{ label, type, value }];
    }),
    changes_apply_at_once: atOnce,
  };
}

/** A phone number belongs to one member of a church: refused on the field before anything is kept. */
export async function checkPhoneFree(
  ctx: ResourceContext,
  member: MemberRow,
  phone: string | null | undefined,
) {
  if (!phone) return;
  const roll = await ctx.scoped({ resource: "members", church: member.church });
  const [other] = await roll
    .pick({ id: members.id }, members, eq(members.phone, phone), ne(members.id, member.id))
    .limit(1);
  if (other) throw fieldError("phone", PHONE_TAKEN);
}

/** The fields of a change that are asked for, as the member row takes them. */
export function askedFields(change: Pick<ChangeRow, "phone" | "address" | "photo">) {
  const values: Partial<Pick<MemberRow, "phone" | "address" | "photo">> = {};
  if (change.phone !== null) values.phone = change.phone;
  if (change.address !== null) values.address = change.address;
  if (change.photo !== null) values.photo = change.photo;
  return values;
}

/**
 * Writes a change on the member's record and audits it on the member (who applied it, and the
 * fields with their new values), in the caller's transaction.
 */
export async function applyToMember(ctx: ResourceContext, change: ChangeRow): Promise<void> {
  const [member] = await ctx.data.select().from(members).where(eq(members.id, change.member)).for("update");
  if (!member) throw notFound(msg("This member is no longer on the church's roll."));
  const values = askedFields(change);
  await checkPhoneFree(ctx, member, values.phone);
  await ctx.data.update(members).set(values).where(eq(members.id, member.id));
  await recordAudit(ctx.data, {
    principal: ctx.principal,
    ip: ctx.request.ip,
    action: "apply_own_change",
    resource: "members",
    objectId: member.id,
    changes: { ...values, change_request: change.id },
  });
}

const decided = (message: string) => new AppError(409, "invalid_status", message);

/** Confirms a pending change: applied to the member, audited, marked APPLIED. */
export async function confirmChange(ctx: ResourceContext, change: ChangeRow): Promise<number> {
  if (change.status !== "PENDING") throw decided("This change has already been decided.");
  await applyToMember(ctx, change);
  await ctx.data
    .update(memberChangeRequests)
    .set({ status: "APPLIED", decided_by: ctx.principal?.id ?? null, decided_at: ctx.now })
    .where(eq(memberChangeRequests.id, change.id));
  return change.id;
}

/** Declines a pending change: the member's record stays as it is; a photo sent with it goes. */
export async function declineChange(ctx: ResourceContext, change: ChangeRow): Promise<number> {
  if (change.status !== "PENDING") throw decided("This change has already been decided.");
  await ctx.data
    .update(memberChangeRequests)
    .set({ status: "DECLINED", decided_by: ctx.principal?.id ?? null, decided_at: ctx.now })
    .where(eq(memberChangeRequests.id, change.id));
  const photo = change.photo?.split("/").pop();
  if (photo) ctx.afterCommit(() => ctx.request.server.files.remove(photo));
  return change.id;
}

/** Runs a decision on a change and answers the change as it now stands. */
export async function decideChange(
  ctx: ResourceContext,
  change: ChangeRow,
  decide: (ctx: ResourceContext, change: ChangeRow) => Promise<number>,
): Promise<Row> {
  await decide(ctx, change);
  const [row] = await ctx.data
    .select()
    .from(memberChangeRequests)
    .where(eq(memberChangeRequests.id, change.id));
  const [shown] = await decorateChanges(ctx.data, row ? [row] : []);
  if (!shown) throw notFound();
  await ctx.audit({ objectId: change.id, changes: { status: shown.status } });
  return shown;
}

/** The member's name and current values beside each change, a query for a page of rows. */
export async function decorateChanges(data: Data, rows: Row[]): Promise<Row[]> {
  const ids = [...new Set(rows.map((r) => Number(r.member)))];
  if (ids.length === 0) return rows;
  const now = await data
    .select({
      id: members.id,
      name: memberName,
      phone: members.phone,
      address: members.address,
      photo: members.photo,
    })
    .from(members)
    .where(inArray(members.id, ids));
  const byId = new Map(now.map((m) => [m.id, m]));
  return rows.map((r) => {
    const m = byId.get(Number(r.member));
    return {
      ...r,
      member_name: m?.name ?? "",
      current_phone: m?.phone ?? "",
      current_address: m?.address ?? "",
      current_photo: m?.photo ?? "",
    };
  });
}

/** The member's and the account's names beside each proposed link. */
export async function decorateLinks(data: Data, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const memberIds = rows.map((r) => Number(r.member));
  const userIds = rows.map((r) => Number(r.user));
  const [names, accounts, people] = await Promise.all([
    memberNamesOf(data, memberIds),
    data
      .select({ id: users.id, username: users.username, email: users.email })
      .from(users)
      .where(inArray(users.id, userIds)),
    userNames(data, userIds),
  ]);
  const byId = new Map(accounts.map((u) => [u.id, u]));
  return rows.map((r) => ({
    ...r,
    member_name: names.get(Number(r.member)) ?? "",
    username: byId.get(Number(r.user))?.username ?? "",
    user_email: byId.get(Number(r.user))?.email ?? "",
    user_name: people.get(Number(r.user)) ?? "",
  }));
}
