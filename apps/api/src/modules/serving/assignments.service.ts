import { randomBytes } from "node:crypto";
import { type AssignmentStatus, msg, SOURCE_LANGUAGE, todayIso } from "@cm/contracts";
import { and, eq, gte, inArray, lte, ne } from "drizzle-orm";
import { DateTime } from "luxon";
import {
  churches,
  members,
  servingAssignments,
  servingBlockouts,
  servingPlanNeeds,
  servingPlans,
  servingPositions,
  servingTeamMembers,
  servingTeams,
  users,
} from "../../db/tables";
import { AppError, fieldError } from "../../platform/errors";
import { translator } from "../../platform/i18n";
import type { Mail, Mailer } from "../../platform/mail";
import { memberName } from "../../platform/member-roll";
import type { Row } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";

type AssignmentRow = typeof servingAssignments.$inferSelect;
const conflict = (message: string | ReturnType<typeof msg>) => new AppError(409, "conflict", message);

/** The answer link's secret: unguessable, one per assignment. */
export const newToken = () => randomBytes(24).toString("base64url");

/** Each assignment's service, position, team and person, a query for a page. */
export async function decorateAssignments(data: Data, rows: AssignmentRow[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const details = await data
    .select({
      id: servingAssignments.id,
      plan_name: servingPlans.name,
      time: servingPlans.time,
      position_name: servingPositions.name,
      team_name: servingTeams.name,
      member_name: memberName,
    })
    .from(servingAssignments)
    .innerJoin(servingPlans, eq(servingPlans.id, servingAssignments.plan))
    .innerJoin(servingPositions, eq(servingPositions.id, servingAssignments.position))
    .innerJoin(servingTeams, eq(servingTeams.id, servingPositions.team))
    .innerJoin(members, eq(members.id, servingAssignments.member))
    .where(
      inArray(
        servingAssignments.id,
        rows.map((r) => r.id),
      ),
    );
  const of = new Map(details.map((d) => [d.id, d]));
  return rows.map(({ token: _, ...r }) => ({ ...r, ...of.get(r.id) }));
}

/**
 * Whether a member may be asked to serve in a position at a service: the position is of the plan's
 * church and needed at it, the member is on its team, is not away that day, and has a place left.
 * (The one-service-a-day rule is the unique index's; `explainTaken` words its refusal.)
 */
export async function checkAssignment(
  data: Data,
  input: { plan: number; position: number; member: number },
  now: Date,
): Promise<{ church: number; date: string }> {
  const [plan] = await data.select().from(servingPlans).where(eq(servingPlans.id, input.plan));
  if (!plan) throw fieldError("plan", msg("This service was not found."));
  // Two office workers filling the same service wait for each other, so a place is given once.
  await data.lock("serving-plan", plan.id);
  if (plan.date < todayIso(now)) throw conflict(msg("This service has passed."));
  const [need] = await data
    .select({ needed: servingPlanNeeds.needed, team: servingPositions.team, name: servingPositions.name })
    .from(servingPlanNeeds)
    .innerJoin(servingPositions, eq(servingPositions.id, servingPlanNeeds.position))
    .where(and(eq(servingPlanNeeds.plan, plan.id), eq(servingPlanNeeds.position, input.position)));
  if (!need) throw fieldError("position", msg("This service does not need this position."));
  const [onTeam] = await data
    .select({ id: servingTeamMembers.id })
    .from(servingTeamMembers)
    .where(and(eq(servingTeamMembers.team, need.team), eq(servingTeamMembers.member, input.member)));
  if (!onTeam) throw fieldError("member", msg("This member is not on the position's team."));
  const [away] = await data
    .select({ reason: servingBlockouts.reason })
    .from(servingBlockouts)
    .where(
      and(
        eq(servingBlockouts.member, input.member),
        lte(servingBlockouts.starts_on, plan.date),
        gte(servingBlockouts.ends_on, plan.date),
      ),
    )
    .limit(1);
  if (away) throw conflict(msg("This member has said they cannot serve on this date."));
  const taken = await data
    .select({ id: servingAssignments.id })
    .from(servingAssignments)
    .where(
      and(
        eq(servingAssignments.plan, plan.id),
        eq(servingAssignments.position, input.position),
        ne(servingAssignments.status, "declined"),
      ),
    );
  if (taken.length >= need.needed)
    throw conflict(msg("Every place for {position} at this service is filled.", { position: need.name }));
  return { church: plan.church, date: plan.date };
}

/** Why the one-service-a-day index refused an assignment, in words. */
export const SERVING_THAT_DAY = msg("This member is already serving on this date.");

/**
 * An answer to being asked to serve: accepted, or declined (the place opens again). An answer the
 * assignment has already is told, not written again; a service that has passed takes no answer.
 */
export async function answer(
  data: Data,
  assignment: AssignmentRow,
  status: Exclude<AssignmentStatus, "pending">,
  now: Date,
): Promise<AssignmentRow> {
  if (assignment.date < todayIso(now))
    throw conflict(msg("This service has passed: answers are no longer taken."));
  if (assignment.status === status)
    throw conflict(
      status === "declined"
        ? msg("You have already said you cannot serve at this service.")
        : msg("You have already said you will serve at this service."),
    );
  const [row] = await data
    .update(servingAssignments)
    .set({ status, responded_at: now })
    .where(eq(servingAssignments.id, assignment.id))
    .returning();
  if (!row) throw conflict(msg("This service has passed: answers are no longer taken."));
  return row;
}

/** The site's address for links in e-mails that go without a request (reminders). */
export const answerLink = (base: string, token: string, answer: "accept" | "decline") =>
  `${base}/serving/respond/${token}?answer=${answer}`;

type Asked = { id: number; token: string };

/**
 * E-mails each person asked (with an e-mail address) what they were asked to serve at, with a
 * link to accept and one to decline, in their language (else their church's). `reminder`: the
 * e-mail a few days before.
 */
export async function mailAsked(
  data: Data,
  mailer: Mailer,
  asked: Asked[],
  base: string,
  reminder = false,
): Promise<number> {
  if (asked.length === 0) return 0;
  const rows = await data
    .select({
      id: servingAssignments.id,
      email: members.email,
      name: members.first_name,
      language: users.language,
      church_language: churches.language,
      church: churches.name,
      date: servingPlans.date,
      time: servingPlans.time,
      service: servingPlans.name,
      position: servingPositions.name,
      status: servingAssignments.status,
    })
    .from(servingAssignments)
    .innerJoin(members, eq(members.id, servingAssignments.member))
    .leftJoin(users, eq(users.id, members.user))
    .innerJoin(churches, eq(churches.id, servingAssignments.church))
    .innerJoin(servingPlans, eq(servingPlans.id, servingAssignments.plan))
    .innerJoin(servingPositions, eq(servingPositions.id, servingAssignments.position))
    .where(
      inArray(
        servingAssignments.id,
        asked.map((a) => a.id),
      ),
    );
  const tokenOf = new Map(asked.map((a) => [a.id, a.token]));
  const mails: Mail[] = rows
    .filter((r) => r.email !== "")
    .map((r) => {
      const language = r.language ?? r.church_language ?? SOURCE_LANGUAGE;
      const t = translator(language);
      const token = tokenOf.get(r.id) ?? "";
      // The day in the reader's words ("dimanche 6 décembre 2026"), as program reminders write it.
      const day = DateTime.fromISO(r.date, { zone: "UTC" }).setLocale(language).toFormat("cccc d LLLL yyyy");
      const when = r.time ? `${day}, ${r.time}` : day;
      const lines = [
        t("Hello {name},", { name: r.name }),
        "",
        reminder
          ? t("A reminder from {church}: you are down to serve as {position} at {service} on {when}.", {
              church: r.church,
              position: r.position,
              service: r.service,
              when,
            })
          : t("{church} asks you to serve as {position} at {service} on {when}.", {
              church: r.church,
              position: r.position,
              service: r.service,
              when,
            }),
        "",
        ...(r.status === "accepted"
          ? []
          : [t("I will serve: {link}", { link: answerLink(base, token, "accept") })]),
        t("I cannot serve: {link}", { link: answerLink(base, token, "decline") }),
      ];
      return {
        to: r.email,
        subject: reminder
          ? t("Reminder: you serve on {when}", { when })
          : t("Can you serve on {when}?", { when }),
        text: lines.join("\n"),
      };
    });
  await mailer.enqueue(data, mails);
  return mails.length;
}
