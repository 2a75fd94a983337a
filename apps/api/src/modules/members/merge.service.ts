import { type MemberMergeInput, msg } from "@cm/contracts";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import {
  assetAssignments,
  churchLeadership,
  donations,
  eventAttendance,
  giftPayments,
  givingStatementMailings,
  householdMembers,
  households,
  memberChangeRequests,
  memberLinkRequests,
  memberRelationships,
  members,
  pledges,
  programParticipants,
  programReminders,
  programs,
  recurringGifts,
  sundaySchoolAttendance,
  sundaySchoolClasses,
  sundaySchoolEnrollments,
  testimonies,
} from "../../db/tables";
import { fieldError, notFound } from "../../platform/errors";
import type { RowOf } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { refuseErased } from "./member-erase.actions";
import { decorateMembers } from "./members.service";
import { moveGroupLife, moveServing } from "./merge-groups";

type MemberRow = RowOf<typeof members>;
type Moved = Record<string, number>;

export const MERGE_INTO_ITSELF = msg("A member cannot be merged into itself.");
export const MERGE_GONE = msg(
  "This member was not found. It may have been merged or deleted already: reload the list.",
);

/**
 * Merges `remove` into `keep`, in the action's one transaction: both rows are locked in id order
 * (so two merges of the same people wait for each other, and the second finds one gone: 404),
 * everything that points at the removed member is moved to the kept one with one statement per
 * table (a row the kept member already has, such as a mark at the same event, is left to go with
 * the removed member), the chosen fields are copied, and the removed member is deleted.
 */
export async function mergeMembers(data: Data, input: Required<MemberMergeInput>, now: Date) {
  const keepId = Number(input.keep);
  const removeId = Number(input.remove);
  if (keepId === removeId) throw fieldError("remove", MERGE_INTO_ITSELF);
  const locked = await data
    .select()
    .from(members)
    .where(inArray(members.id, [keepId, removeId]))
    .orderBy(asc(members.id))
    .for("update");
  const keep = locked.find((r) => r.id === keepId);
  const remove = locked.find((r) => r.id === removeId);
  // Another church's member is not found, as any object out of reach is.
  if (!keep || !remove || keep.church !== remove.church) throw notFound(MERGE_GONE);
  // An erased record stays as it is: a merge would put personal data back on it or move it on.
  refuseErased(keep);
  refuseErased(remove);

  const moved: Moved = {};
  await moveChurchLife(data, keep.id, remove.id, moved);
  await moveHousehold(data, keep.id, remove.id, moved);
  await moveRelationships(data, keep.id, remove.id, moved);
  await moveOwnRecord(data, keep.id, remove.id, moved);
  Object.assign(moved, await moveGroupLife(data, keep.id, remove.id));
  Object.assign(moved, await moveServing(data, keep.id, remove.id));

  // The church's own fields: the kept member's values, and the removed one's where it has none.
  const values: Partial<MemberRow> = { custom_fields: { ...remove.custom_fields, ...keep.custom_fields } };
  Object.assign(values, Object.fromEntries(input.fields.map((field) => [field, remove[field]])));
  // The account goes with the person when the member kept has none.
  if (remove.user !== null && keep.user === null) {
    values.user = remove.user;
    moved.user = 1;
  }
  // Deleted first: the phone and e-mail address it held may be the ones the kept member takes.
  await data.delete(members).where(eq(members.id, remove.id));
  const [kept] = await data
    .update(members)
    .set({ ...values, updated_at: now })
    .where(eq(members.id, keep.id))
    .returning();
  if (!kept) throw notFound(MERGE_GONE);
  return {
    member: decorateMembers([kept], now)[0],
    moved,
    removed: remove,
  };
}

const count = (rows: unknown[]) => rows.length;

/** Attendance, Sunday school, leadership, programs, testimonies, assets and gifts. */
async function moveChurchLife(data: Data, keep: number, remove: number, moved: Moved) {
  const ea = eventAttendance;
  moved.attendance = count(
    await data
      .update(ea)
      .set({ member: keep })
      .where(
        and(
          eq(ea.member, remove),
          sql`not exists (select 1 from ${ea} k where k.event_id = ${ea.event} and k.member_id = ${keep})`,
        ),
      )
      .returning({ id: ea.id }),
  );

  const se = sundaySchoolEnrollments;
  // An enrolment both had stays the kept member's, active when either was.
  await data
    .update(se)
    .set({ is_active: true })
    .where(
      and(
        eq(se.member, keep),
        eq(se.is_active, false),
        sql`exists (select 1 from ${se} r where r.sunday_school_id = ${se.sunday_school} and r.member_id = ${remove} and r.is_active)`,
      ),
    );
  moved.sunday_school_enrollments = count(
    await data
      .update(se)
      .set({ member: keep })
      .where(
        and(
          eq(se.member, remove),
          sql`not exists (select 1 from ${se} k where k.sunday_school_id = ${se.sunday_school} and k.member_id = ${keep})`,
        ),
      )
      .returning({ id: se.id }),
  );

  const sa = sundaySchoolAttendance;
  // A session both were marked at: present when either was.
  await data
    .update(sa)
    .set({ present: true })
    .where(
      and(
        eq(sa.member, keep),
        eq(sa.present, false),
        sql`exists (select 1 from ${sa} r where r.session_id = ${sa.session} and r.member_id = ${remove} and r.present)`,
      ),
    );
  moved.sunday_school_marks = count(
    await data
      .update(sa)
      .set({ member: keep })
      .where(
        and(
          eq(sa.member, remove),
          sql`not exists (select 1 from ${sa} k where k.session_id = ${sa.session} and k.member_id = ${keep})`,
        ),
      )
      .returning({ id: sa.id }),
  );

  moved.leadership = count(
    await data
      .update(churchLeadership)
      .set({ member: keep })
      .where(eq(churchLeadership.member, remove))
      .returning({ id: churchLeadership.id }),
  );
  moved.classes_taught = count(
    await data
      .update(sundaySchoolClasses)
      .set({ teacher: keep })
      .where(eq(sundaySchoolClasses.teacher, remove))
      .returning({ id: sundaySchoolClasses.id }),
  );

  const pp = programParticipants;
  moved.program_participation = count(
    await data
      .update(pp)
      .set({ member: keep })
      .where(
        and(
          eq(pp.member, remove),
          sql`not exists (select 1 from ${pp} k where k.program_id = ${pp.program} and k.occurrence_id is not distinct from ${pp.occurrence} and k.member_id = ${keep})`,
        ),
      )
      .returning({ id: pp.id }),
  );
  moved.programs_coordinated = count(
    await data
      .update(programs)
      .set({ coordinator: keep })
      .where(eq(programs.coordinator, remove))
      .returning({ id: programs.id }),
  );
  const pr = programReminders;
  moved.program_reminders = count(
    await data
      .update(pr)
      .set({
        members: sql`(select coalesce(jsonb_agg(distinct x), '[]'::jsonb) from (select case when e::int = ${remove} then ${keep} else e::int end as x from jsonb_array_elements_text(${pr.members}) e) s)`,
      })
      .where(sql`${pr.members} @> ${JSON.stringify([remove])}::jsonb`)
      .returning({ id: pr.id }),
  );
  moved.testimonies = count(
    await data
      .update(testimonies)
      .set({ testifier_member: keep })
      .where(eq(testimonies.testifier_member, remove))
      .returning({ id: testimonies.id }),
  );
  moved.asset_assignments = count(
    await data
      .update(assetAssignments)
      .set({ member: keep })
      .where(eq(assetAssignments.member, remove))
      .returning({ id: assetAssignments.id }),
  );
  // Gifts stay the giver's: the removed record's go on the kept one's statement, final ones too
  // (their amounts do not change, only whose record they are on).
  moved.gifts = count(
    await data
      .update(donations)
      .set({ member: keep })
      .where(eq(donations.member, remove))
      .returning({ id: donations.id }),
  );
  // So do their online gifts, standing gifts and pledges.
  for (const table of [giftPayments, recurringGifts, pledges]) {
    await data.update(table).set({ member: keep }).where(eq(table.member, remove));
  }
  // A statement e-mailed to the removed record counts as the kept one's for its year (unless the
  // kept one had one too, which then stays alone), so sending the year again mails neither twice.
  const sm = givingStatementMailings;
  await data
    .update(sm)
    .set({ member: keep, donor: `member:${keep}` })
    .where(
      and(
        eq(sm.member, remove),
        sql`not exists (select 1 from ${sm} k where k.church_id = ${sm.church} and k.year = ${sm.year} and k.member_id = ${keep})`,
      ),
    );
}

/**
 * A member is in one household at most. The removed member's place goes to the kept member when
 * the kept one has none; when both are in the same household the kept member stays, as its head if
 * the removed member was; when they are in two, the kept member's stays and the other household
 * goes if the removed member was its only person.
 */
async function moveHousehold(data: Data, keep: number, remove: number, moved: Moved) {
  const hm = householdMembers;
  const places = await data
    .select({ id: hm.id, member: hm.member, household: hm.household, role: hm.role })
    .from(hm)
    .where(inArray(hm.member, [keep, remove]))
    .orderBy(asc(hm.id))
    .for("update");
  const kept = places.find((p) => p.member === keep);
  const gone = places.find((p) => p.member === remove);
  if (!gone) return;
  if (!kept) {
    await data.update(hm).set({ member: keep }).where(eq(hm.id, gone.id));
    moved.household = 1;
    return;
  }
  await data.delete(hm).where(eq(hm.id, gone.id));
  if (kept.household === gone.household) {
    if (gone.role === "head") await data.update(hm).set({ role: "head" }).where(eq(hm.id, kept.id));
    return;
  }
  const [left] = await data.select({ id: hm.id }).from(hm).where(eq(hm.household, gone.household)).limit(1);
  if (!left) {
    // A household's gifts go with its last person, to the kept member's household.
    await data
      .update(donations)
      .set({ household: kept.household })
      .where(eq(donations.household, gone.household));
    await data
      .update(pledges)
      .set({ household: kept.household })
      .where(eq(pledges.household, gone.household));
    await data.delete(households).where(eq(households.id, gone.household));
  }
}

/**
 * The removed member's relationships become the kept member's, both ways, except one with the kept
 * member itself (it would relate a person to themselves) and one the kept member already has with
 * the same relative; those go with the removed member.
 */
async function moveRelationships(data: Data, keep: number, remove: number, moved: Moved) {
  const mr = memberRelationships;
  const own = await data
    .update(mr)
    .set({ member: keep })
    .where(
      and(
        eq(mr.member, remove),
        ne(mr.relative, keep),
        sql`not exists (select 1 from ${mr} k where k.member_id = ${keep} and k.relative_id = ${mr.relative})`,
      ),
    )
    .returning({ id: mr.id });
  await data
    .update(mr)
    .set({ relative: keep })
    .where(
      and(
        eq(mr.relative, remove),
        ne(mr.member, keep),
        sql`not exists (select 1 from ${mr} k where k.member_id = ${mr.member} and k.relative_id = ${keep})`,
      ),
    );
  moved.relationships = count(own);
}

/**
 * The member's own requests: changes they asked for go with the person; a proposed account link
 * moves when the kept member has none (one a member), else goes with the removed record.
 */
async function moveOwnRecord(data: Data, keep: number, remove: number, moved: Moved) {
  const changes = await data
    .update(memberChangeRequests)
    .set({ member: keep })
    .where(eq(memberChangeRequests.member, remove))
    .returning({ id: memberChangeRequests.id });
  await data
    .update(memberLinkRequests)
    .set({ member: keep })
    .where(
      and(
        eq(memberLinkRequests.member, remove),
        sql`not exists (select 1 from ${memberLinkRequests} k where k.member_id = ${keep})`,
      ),
    );
  moved.own_changes = count(changes);
}
