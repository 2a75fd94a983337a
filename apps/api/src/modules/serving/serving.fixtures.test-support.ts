import { randomBytes } from "node:crypto";
import { unique } from "../../../test/factories";
import type { Db } from "../../db/client";
import {
  servingAssignments,
  servingBlockouts,
  servingPlanNeeds,
  servingPlans,
  servingPositions,
  servingTeamMembers,
  servingTeams,
} from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";
import { makeMember } from "../members/members.fixtures.test-support";

/** A serving team of a church with one position (two people a service unless told). */
export async function makeTeam(db: Db, church: number, perService = 2) {
  const [team] = await db
    .insert(servingTeams)
    .values({ church, name: unique("Ushers") })
    .returning();
  if (!team) throw new Error("team not created");
  const [position] = await db
    .insert(servingPositions)
    .values({ church, team: team.id, name: "Door", per_service: perService })
    .returning();
  if (!position) throw new Error("position not created");
  return { team, position };
}

/** A member of the church on a team. */
export async function makeTeamMember(
  db: Db,
  church: number,
  team: number,
  values: Parameters<typeof makeMember>[2] = {},
) {
  const member = await makeMember(db, church, values);
  await db.insert(servingTeamMembers).values({ church, team, member: member.id });
  return member;
}

let days = 0;
/** A distinct date some years ahead for each plan a test makes (one plan of a name a day). */
export const futureDate = () =>
  new Date(Date.UTC(2031, 0, 1) + ++days * 86_400_000).toISOString().slice(0, 10);

/** A service needing the position given, on a date to come unless told. */
export async function makePlan(
  db: Db,
  church: number,
  position: { id: number; per_service: number },
  date = futureDate(),
  name = "Sunday service",
) {
  const [plan] = await db.insert(servingPlans).values({ church, date, name }).returning();
  if (!plan) throw new Error("plan not created");
  await db
    .insert(servingPlanNeeds)
    .values({ church, plan: plan.id, position: position.id, needed: position.per_service });
  return plan;
}

/** A person asked to serve at a plan in a position. */
export async function makeAssignment(
  db: Db,
  plan: { id: number; church: number; date: string },
  position: number,
  member: number,
  status: "pending" | "accepted" | "declined" = "pending",
) {
  const [row] = await db
    .insert(servingAssignments)
    .values({
      church: plan.church,
      plan: plan.id,
      position,
      member,
      date: plan.date,
      status,
      token: randomBytes(24).toString("base64url"),
    })
    .returning();
  if (!row) throw new Error("assignment not created");
  return row;
}

/** Access-matrix fixtures of this module's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  "serving-teams": {
    owner: "church",
    make: async (db, church) => (await makeTeam(db, church.id)).team.id,
    body: (_db, church) => ({ church: church.id, name: unique("Media") }),
    updateBody: () => ({ name: unique("Media") }),
    actions: {
      members: {},
      add_member: async ({ db, church }) => ({ member: (await makeMember(db, church.id)).id }),
      remove_member: async ({ db, church, object }) => ({
        member: (await makeTeamMember(db, church.id, object)).id,
      }),
    },
  },
  "serving-positions": {
    owner: "church",
    make: async (db, church) => (await makeTeam(db, church.id)).position.id,
    // A team of its own, with no position yet: the body makes no row of the table it writes.
    body: async (db, church) => {
      const [team] = await db
        .insert(servingTeams)
        .values({ church: church.id, name: unique("Media") })
        .returning();
      return { team: team?.id, name: "Camera", per_service: 1 };
    },
    updateBody: () => ({ name: unique("Sound"), per_service: 2 }),
  },
  "serving-plans": {
    owner: "church",
    make: async (db, church) => (await makePlan(db, church.id, (await makeTeam(db, church.id)).position)).id,
    body: (_db, church) => ({ church: church.id, date: futureDate(), name: "Sunday service" }),
    updateBody: () => ({ date: futureDate(), name: "Evening service" }),
    actions: {
      set_need: async ({ db, church }) => ({
        position: (await makeTeam(db, church.id)).position.id,
        needed: 3,
      }),
      generate: async ({ db, church }) => {
        const { team } = await makeTeam(db, church.id);
        await makeTeamMember(db, church.id, team.id);
        return { team: team.id, month: futureDate().slice(0, 7) };
      },
    },
  },
  "serving-assignments": {
    owner: "church",
    make: async (db, church) => {
      const { team, position } = await makeTeam(db, church.id);
      const member = await makeTeamMember(db, church.id, team.id);
      const plan = await makePlan(db, church.id, position);
      return (await makeAssignment(db, plan, position.id, member.id)).id;
    },
    body: async (db, church) => {
      const { team, position } = await makeTeam(db, church.id);
      const member = await makeTeamMember(db, church.id, team.id);
      const plan = await makePlan(db, church.id, position);
      return { plan: plan.id, position: position.id, member: member.id };
    },
    actions: { accept: {}, decline: {}, mine: {} },
  },
  "serving-blockouts": {
    owner: "church",
    make: async (db, church) => {
      const member = await makeMember(db, church.id);
      const [row] = await db
        .insert(servingBlockouts)
        .values({ church: church.id, member: member.id, starts_on: "2031-03-01", ends_on: "2031-03-08" })
        .returning();
      if (!row) throw new Error("blockout not created");
      return row.id;
    },
    body: async (db, church) => ({
      member: (await makeMember(db, church.id)).id,
      starts_on: "2031-04-01",
      ends_on: "2031-04-03",
      reason: "Travelling",
    }),
    actions: { mine: {} },
  },
};
