import { randomBytes } from "node:crypto";
import { weekdayOf } from "@cm/contracts";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Tx } from "../../db/client";
import {
  members,
  servingAssignments,
  servingPlanNeeds,
  servingPlans,
  servingPositions,
  servingTeamMembers,
  servingTeams,
} from "../../db/tables";

const DAY_MS = 86_400_000;
const TEAMS = [
  {
    name: "Choir",
    description: "Leads the singing at the Sunday service.",
    positions: [
      ["Singer", 4],
      ["Keyboard", 1],
    ],
  },
  {
    name: "Ushers",
    description: "Welcomes people, seats them and takes the offering.",
    positions: [
      ["Door", 2],
      ["Aisle", 2],
    ],
  },
] as const;

/** The Sundays from the first of this month to the end of the next. */
function sundaysAround(today: string): string[] {
  const start = Date.parse(`${today.slice(0, 7)}-01T00:00:00Z`);
  const first = new Date(start);
  const end = Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 2, 0);
  const dates: string[] = [];
  for (let at = start; at <= end; at += DAY_MS) {
    const date = new Date(at).toISOString().slice(0, 10);
    if (weekdayOf(date) === "SU") dates.push(date);
  }
  return dates;
}

/**
 * Demo serving of the first church (Grace Cathedral): the choir and the ushers with their positions
 * and a dozen people each (the demo member an usher), the Sunday services of this month and the
 * next, and this month's places filled: those past accepted, those to come some accepted, some
 * still asked, one declined at each service (its place open again). Next month is left to fill
 * (but for its first service when this month has no Sunday left).
 */
export async function seedDemoServing(tx: Tx, church: number, today: string): Promise<void> {
  const roll = await tx
    .select({ id: members.id, user: members.user })
    .from(members)
    .where(and(eq(members.church, church), eq(members.is_active, true)))
    .orderBy(asc(members.id));
  const [demo] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.church, church), isNotNull(members.user)))
    .orderBy(asc(members.id))
    .limit(1);
  const dates = sundaysAround(today);
  const plans = await tx
    .insert(servingPlans)
    .values(dates.map((date) => ({ church, date, name: "Sunday service", time: "09:00" })))
    .returning();
  for (const [t, spec] of TEAMS.entries()) {
    const [team] = await tx
      .insert(servingTeams)
      .values({ church, name: spec.name, description: spec.description })
      .returning();
    if (!team) continue;
    const positions = await tx
      .insert(servingPositions)
      .values(spec.positions.map(([name, per_service]) => ({ church, team: team.id, name, per_service })))
      .returning();
    // The demo member is an usher (and so not in the choir: one service a day each).
    const ushering = spec.name === "Ushers";
    const people = roll
      .filter((m, i) => i % 4 === t + 2 && m.id !== demo?.id)
      .slice(0, 12)
      .map((m) => m.id);
    if (ushering && demo) people.push(demo.id);
    await tx.insert(servingTeamMembers).values(people.map((member) => ({ church, team: team.id, member })));
    await tx
      .insert(servingPlanNeeds)
      .values(
        plans.flatMap((plan) =>
          positions.map((p) => ({ church, plan: plan.id, position: p.id, needed: p.per_service })),
        ),
      );
    // This month's services filled in turn; the demo member is asked for the next Sunday to come.
    let turn = 0;
    const next = plans.find((p) => p.date >= today);
    // This month's services, and the next to come when this month has none left.
    for (const plan of plans.filter((p) => p.date.slice(0, 7) === today.slice(0, 7) || p.id === next?.id)) {
      const passed = plan.date < today;
      const slots = positions.flatMap((p) => Array.from({ length: p.per_service }, () => p.id));
      const chosen = slots.map((position, s) => ({
        position,
        member: people[(turn + s) % people.length] ?? 0,
      }));
      turn += slots.length;
      // The demo member has a service to answer from their profile: asked, not yet answered.
      const third = chosen[2];
      if (ushering && demo && plan.id === next?.id && third && !chosen.some((c) => c.member === demo.id))
        third.member = demo.id;
      await tx.insert(servingAssignments).values(
        chosen.map(({ position, member }, s) => ({
          church,
          plan: plan.id,
          position,
          member,
          date: plan.date,
          token: randomBytes(24).toString("base64url"),
          status:
            passed || s % 3 === 0
              ? ("accepted" as const)
              : s === 1
                ? ("declined" as const)
                : ("pending" as const),
          responded_at:
            passed || s % 3 === 0 || s === 1 ? new Date(Date.parse(plan.date) - 5 * DAY_MS) : null,
        })),
      );
    }
  }
}
