import { msg, type ServingRotaResult, todayIso, type Weekday, weekdayOf } from "@cm/contracts";
import { and, asc, eq, gte, inArray, lt, lte, ne, sql } from "drizzle-orm";
import {
  members,
  servingAssignments,
  servingBlockouts,
  servingPlanNeeds,
  servingPlans,
  servingPositions,
  servingTeamMembers,
  servingTeams,
} from "../../db/tables";
import { fieldError } from "../../platform/errors";
import type { Data } from "../../platform/resources/scoped-data";
import { newToken } from "./assignments.service";
import { needEveryTeam } from "./plans.service";

type Request = { team: number; month: string; weekday: Weekday; service_name: string };
type Asked = { id: number; token: string };

const DAY_MS = 86_400_000;

/** The first and last dates of a month (`YYYY-MM`). */
function monthBounds(month: string): { start: string; end: string } {
  const [year, number] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return { start: `${month}-01`, end: new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10) };
}

/** The dates of a month on a weekday, from `from` on. */
function datesOf(month: string, weekday: Weekday, from: string): string[] {
  const dates: string[] = [];
  for (let at = Date.parse(`${month}-01T00:00:00Z`); ; at += DAY_MS) {
    const date = new Date(at).toISOString().slice(0, 10);
    if (!date.startsWith(month)) return dates;
    if (weekdayOf(date) === weekday && date >= from) dates.push(date);
  }
}

/** The month's services on the day, made when missing (each needing every active team's positions). */
async function servicesOf(data: Data, church: number, dates: string[], name: string) {
  const plans = [];
  let made = 0;
  for (const date of dates) {
    const [found] = await data
      .select()
      .from(servingPlans)
      .where(
        and(
          eq(servingPlans.church, church),
          eq(servingPlans.date, date),
          sql`lower(${servingPlans.name}) = lower(${name})`,
        ),
      );
    if (found) {
      plans.push(found);
      continue;
    }
    const [plan] = await data.insert(servingPlans).values({ church, date, name, time: "09:00" }).returning();
    if (!plan) continue;
    await needEveryTeam(data, plan);
    plans.push(plan);
    made += 1;
  }
  return { plans, made };
}

/**
 * Fills a team's open places at a month's services, fairly: for each place in date order, the
 * team's active members who are not away that day, not serving elsewhere that day and have not
 * declined that service, the one asked least this month first (then the one who served longest
 * ago, then by a turn that moves each month), so no one serves twice before everyone who could
 * has served once. Places no one can fill are reported. Runs under a lock per church, so two
 * fillings never give one place twice.
 */
export async function fillRota(
  data: Data,
  input: Request,
  now: Date,
): Promise<{ result: ServingRotaResult; asked: Asked[] }> {
  const [team] = await data.select().from(servingTeams).where(eq(servingTeams.id, input.team));
  if (!team) throw fieldError("team", msg("This team was not found."));
  if (!team.is_active) throw fieldError("team", msg("This team is not serving at the moment."));
  const today = todayIso(now);
  const month = monthBounds(input.month);
  if (month.end < today) throw fieldError("month", msg("This month has passed."));
  await data.lock("serving-rota", team.church);

  const { plans, made } = await servicesOf(
    data,
    team.church,
    datesOf(input.month, input.weekday, today),
    input.service_name,
  );
  const positions = await data
    .select()
    .from(servingPositions)
    .where(eq(servingPositions.team, team.id))
    .orderBy(asc(servingPositions.name));
  if (plans.length === 0 || positions.length === 0)
    return { result: { plans_made: made, assigned: 0, left_open: [] }, asked: [] };
  const planIds = plans.map((p) => p.id);
  // A service made before a position was added needs it too.
  await data
    .insert(servingPlanNeeds)
    .values(
      plans.flatMap((plan) =>
        positions.map((p) => ({ church: team.church, plan: plan.id, position: p.id, needed: p.per_service })),
      ),
    )
    .onConflictDoNothing();
  const needs = await data
    .select()
    .from(servingPlanNeeds)
    .where(
      and(
        inArray(servingPlanNeeds.plan, planIds),
        inArray(
          servingPlanNeeds.position,
          positions.map((p) => p.id),
        ),
      ),
    );

  const people = (
    await data
      .select({ id: members.id })
      .from(servingTeamMembers)
      .innerJoin(members, eq(members.id, servingTeamMembers.member))
      .where(and(eq(servingTeamMembers.team, team.id), eq(members.is_active, true)))
      .orderBy(asc(members.id))
  ).map((p) => p.id);
  const first = plans[0]?.date ?? today;
  const last = plans.at(-1)?.date ?? today;
  const [booked, away, history] = await Promise.all([
    data
      .select()
      .from(servingAssignments)
      .where(
        and(
          inArray(servingAssignments.member, people.length > 0 ? people : [0]),
          gte(servingAssignments.date, month.start),
          lte(servingAssignments.date, month.end),
        ),
      ),
    data
      .select()
      .from(servingBlockouts)
      .where(
        and(
          inArray(servingBlockouts.member, people.length > 0 ? people : [0]),
          lte(servingBlockouts.starts_on, last),
          gte(servingBlockouts.ends_on, first),
        ),
      ),
    data
      .select({ member: servingAssignments.member, last: sql<string>`max(${servingAssignments.date})` })
      .from(servingAssignments)
      .innerJoin(servingPositions, eq(servingPositions.id, servingAssignments.position))
      .where(
        and(
          eq(servingPositions.team, team.id),
          ne(servingAssignments.status, "declined"),
          lt(servingAssignments.date, month.start),
        ),
      )
      .groupBy(servingAssignments.member),
  ]);

  const busy = new Set(booked.filter((b) => b.status !== "declined").map((b) => `${b.member}:${b.date}`));
  const declined = new Set(booked.filter((b) => b.status === "declined").map((b) => `${b.member}:${b.plan}`));
  const teamPositions = new Set(positions.map((p) => p.id));
  const times = new Map<number, number>();
  for (const b of booked)
    if (b.status !== "declined" && teamPositions.has(b.position))
      times.set(b.member, (times.get(b.member) ?? 0) + 1);
  const lastServed = new Map(history.map((h) => [h.member, h.last]));
  const isAway = (member: number, date: string) =>
    away.some((a) => a.member === member && a.starts_on <= date && a.ends_on >= date);
  // The turn moves with the month, so ties do not always go to the same people.
  const shift = Number(input.month.slice(0, 4)) * 12 + Number(input.month.slice(5, 7));
  const turn = (member: number) =>
    (people.indexOf(member) - shift + people.length * 1000) % Math.max(1, people.length);

  const fresh: (typeof servingAssignments.$inferInsert)[] = [];
  const leftOpen: ServingRotaResult["left_open"] = [];
  for (const plan of plans) {
    for (const position of positions) {
      const need = needs.find((n) => n.plan === plan.id && n.position === position.id);
      if (!need) continue;
      const filled =
        booked.filter((b) => b.plan === plan.id && b.position === position.id && b.status !== "declined")
          .length + fresh.filter((f) => f.plan === plan.id && f.position === position.id).length;
      let open = need.needed - filled;
      while (open > 0) {
        const choice = people
          .filter(
            (m) =>
              !busy.has(`${m}:${plan.date}`) && !declined.has(`${m}:${plan.id}`) && !isAway(m, plan.date),
          )
          .sort(
            (a, b) =>
              (times.get(a) ?? 0) - (times.get(b) ?? 0) ||
              (lastServed.get(a) ?? "").localeCompare(lastServed.get(b) ?? "") ||
              turn(a) - turn(b),
          )[0];
        if (choice === undefined) break;
        fresh.push({
          church: team.church,
          plan: plan.id,
          position: position.id,
          member: choice,
          date: plan.date,
          token: newToken(),
        });
        busy.add(`${choice}:${plan.date}`);
        times.set(choice, (times.get(choice) ?? 0) + 1);
        open -= 1;
      }
      if (open > 0) leftOpen.push({ date: plan.date, position_name: position.name, open });
    }
  }
  const asked =
    fresh.length === 0
      ? []
      : await data
          .insert(servingAssignments)
          .values(fresh)
          .returning({ id: servingAssignments.id, token: servingAssignments.token });
  return { result: { plans_made: made, assigned: asked.length, left_open: leftOpen }, asked };
}
