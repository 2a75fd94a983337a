import { desc, eq, inArray } from "drizzle-orm";
import {
  assetAssignments,
  assets,
  churchLeadership,
  churchRoles,
  donations,
  funds,
  groupAttendance,
  groupMeetings,
  groupMembers,
  groups,
  memberChangeRequests,
  memberFields,
  type members,
  pledges,
  recurringGifts,
  servingAssignments,
  servingBlockouts,
  servingPositions,
  servingTeamMembers,
  servingTeams,
} from "../../db/tables";
import type { Data } from "../../platform/resources/scoped-data";

// A person's giving and church life for their own data download (data-export.service.ts): each
// part read by their user id or their member records, at most `limit` rows.

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Their gifts, pledges and standing gifts (never the gateway's kept card or authorisation). */
export async function givingOf(data: Data, userId: number, ids: number[], limit: number) {
  const none = ids.length === 0;
  const gifts = none
    ? []
    : await data
        .select({
          given_on: donations.given_on,
          fund: funds.name,
          amount: donations.amount,
          currency: donations.currency,
          method: donations.method,
          reference: donations.reference,
          is_final: donations.is_final,
        })
        .from(donations)
        .innerJoin(funds, eq(funds.id, donations.fund))
        .where(inArray(donations.member, ids))
        .orderBy(desc(donations.given_on), desc(donations.id))
        .limit(limit);
  const promised = none
    ? []
    : await data
        .select({
          fund: funds.name,
          amount: pledges.amount,
          currency: pledges.currency,
          starts_on: pledges.starts_on,
          ends_on: pledges.ends_on,
          note: pledges.note,
        })
        .from(pledges)
        .innerJoin(funds, eq(funds.id, pledges.fund))
        .where(inArray(pledges.member, ids))
        .limit(limit);
  const standing = await data
    .select({
      fund: funds.name,
      amount: recurringGifts.amount,
      currency: recurringGifts.currency,
      frequency: recurringGifts.frequency,
      gateway: recurringGifts.gateway,
      status: recurringGifts.status,
      next_charge_on: recurringGifts.next_charge_on,
      created_at: recurringGifts.created_at,
    })
    .from(recurringGifts)
    .innerJoin(funds, eq(funds.id, recurringGifts.fund))
    .where(eq(recurringGifts.user, userId))
    .limit(limit);
  return {
    gifts,
    pledges: promised,
    standing: standing.map((g) => ({ ...g, created_at: iso(g.created_at) })),
  };
}

/**
 * Their values of the church's own fields (by the field's label), their roles, the church's
 * property in their care and the changes to their record they asked for.
 */
export async function churchLifeOf(
  data: Data,
  ids: number[],
  records: { member: typeof members.$inferSelect }[],
  limit: number,
) {
  if (ids.length === 0) return { fields: [], roles: [], assets: [], changes: [] };
  const fieldIds = records.flatMap((r) => Object.keys(r.member.custom_fields ?? {}).map(Number));
  const labels = new Map(
    fieldIds.length === 0
      ? []
      : (
          await data
            .select({ id: memberFields.id, label: memberFields.label })
            .from(memberFields)
            .where(inArray(memberFields.id, fieldIds))
        ).map((f) => [String(f.id), f.label]),
  );
  const fields = records.flatMap(({ member }) =>
    Object.entries(member.custom_fields ?? {}).map(([id, value]) => ({
      field: labels.get(id) ?? id,
      value: Array.isArray(value) ? value.join(", ") : String(value ?? ""),
    })),
  );
  const roles = await data
    .select({
      role: churchRoles.name,
      start_date: churchLeadership.start_date,
      end_date: churchLeadership.end_date,
      is_active: churchLeadership.is_active,
    })
    .from(churchLeadership)
    .innerJoin(churchRoles, eq(churchRoles.id, churchLeadership.role))
    .where(inArray(churchLeadership.member, ids))
    .limit(limit);
  const held = await data
    .select({
      asset: assets.name,
      assigned_on: assetAssignments.assigned_on,
      due_back: assetAssignments.due_back,
      returned_on: assetAssignments.returned_on,
    })
    .from(assetAssignments)
    .innerJoin(assets, eq(assets.id, assetAssignments.asset))
    .where(inArray(assetAssignments.member, ids))
    .limit(limit);
  const asked = await data
    .select({
      phone: memberChangeRequests.phone,
      address: memberChangeRequests.address,
      photo: memberChangeRequests.photo,
      status: memberChangeRequests.status,
      created_at: memberChangeRequests.created_at,
      decided_at: memberChangeRequests.decided_at,
    })
    .from(memberChangeRequests)
    .where(inArray(memberChangeRequests.member, ids))
    .limit(limit);
  return {
    fields,
    roles,
    assets: held,
    changes: asked.map((c) => ({ ...c, created_at: iso(c.created_at), decided_at: iso(c.decided_at) })),
  };
}

/** The person's groups and group meetings, their serving teams, services and days away. */
export async function groupsAndServingOf(data: Data, ids: number[], limit: number) {
  if (ids.length === 0) return { groups: [], meetings: [], teams: [], services: [], away: [] };
  const [groupRows, meetings, teams, services, away] = await Promise.all([
    data
      .select({
        group: groups.name,
        kind: groups.kind,
        role: groupMembers.role,
        since: groupMembers.created_at,
      })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.group))
      .where(inArray(groupMembers.member, ids))
      .limit(limit),
    data
      .select({ group: groups.name, date: groupMeetings.date, present: groupAttendance.present })
      .from(groupAttendance)
      .innerJoin(groupMeetings, eq(groupMeetings.id, groupAttendance.meeting))
      .innerJoin(groups, eq(groups.id, groupMeetings.group))
      .where(inArray(groupAttendance.member, ids))
      .limit(limit),
    data
      .select({ team: servingTeams.name })
      .from(servingTeamMembers)
      .innerJoin(servingTeams, eq(servingTeams.id, servingTeamMembers.team))
      .where(inArray(servingTeamMembers.member, ids))
      .limit(limit),
    data
      .select({
        date: servingAssignments.date,
        position: servingPositions.name,
        status: servingAssignments.status,
      })
      .from(servingAssignments)
      .innerJoin(servingPositions, eq(servingPositions.id, servingAssignments.position))
      .where(inArray(servingAssignments.member, ids))
      .limit(limit),
    data
      .select({
        starts_on: servingBlockouts.starts_on,
        ends_on: servingBlockouts.ends_on,
        reason: servingBlockouts.reason,
      })
      .from(servingBlockouts)
      .where(inArray(servingBlockouts.member, ids))
      .limit(limit),
  ]);
  return {
    groups: groupRows.map((g) => ({ ...g, since: g.since.toISOString() })),
    meetings,
    teams,
    services,
    away,
  };
}
