import {
  apiPath,
  errorBody,
  msg,
  type ServingResponse,
  servingResponse,
  servingResponseEndpoints,
  servingResponseInput,
  servingResponseQuery,
  todayIso,
} from "@cm/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  churches,
  members,
  servingAssignments,
  servingPlans,
  servingPositions,
  servingTeams,
} from "../../db/tables";
import { recordAudit } from "../../platform/audit";
import { notFound } from "../../platform/errors";
import { memberName } from "../../platform/member-roll";
import type { Data } from "../../platform/resources/scoped-data";
import { systemContext } from "../../platform/system-context";
import { answer } from "./assignments.service";

const UNKNOWN = msg("This link is not known. It may be old: ask your church office for a new one.");

/**
 * The answer link e-mailed to a person asked to serve. Many members have no account, so the link
 * is public: its unguessable token names one assignment, and shows and answers that one only.
 */
export async function servingResponseRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // No one signs in from an e-mailed link: the assignment is found by its secret token alone.
  const system = systemContext(app, "serving.respond");
  const path = apiPath(servingResponseEndpoints, "show");

  async function byToken(data: Data, token: string) {
    const [row] = await data
      .select({
        assignment: servingAssignments,
        church_name: churches.name,
        member_name: memberName,
        plan_name: servingPlans.name,
        time: servingPlans.time,
        position_name: servingPositions.name,
        team_name: servingTeams.name,
      })
      .from(servingAssignments)
      .innerJoin(churches, eq(churches.id, servingAssignments.church))
      .innerJoin(members, eq(members.id, servingAssignments.member))
      .innerJoin(servingPlans, eq(servingPlans.id, servingAssignments.plan))
      .innerJoin(servingPositions, eq(servingPositions.id, servingAssignments.position))
      .innerJoin(servingTeams, eq(servingTeams.id, servingPositions.team))
      .where(eq(servingAssignments.token, token))
      .limit(1);
    if (!row) throw notFound(UNKNOWN);
    return row;
  }
  const shown = (row: Awaited<ReturnType<typeof byToken>>, now: Date): ServingResponse => {
    const { assignment, ...rest } = row;
    return {
      ...rest,
      date: assignment.date,
      status: assignment.status,
      passed: assignment.date < todayIso(now),
    };
  };

  api.get(path, {
    config: { access: "public" },
    schema: {
      tags: ["serving-assignments"],
      summary: "What an e-mailed answer link asks (the service, the position) and the answer so far",
      querystring: servingResponseQuery,
      response: { 200: servingResponse, 404: errorBody },
    },
    handler: async (request) => shown(await byToken(system.data, request.query.token), app.clock.now()),
  });

  api.post(path, {
    config: { access: "public" },
    schema: {
      tags: ["serving-assignments"],
      summary:
        "Accept or decline from an e-mailed link: 409 when given already or when the service has passed",
      body: servingResponseInput,
      response: { 200: servingResponse, 404: errorBody, 409: errorBody },
    },
    handler: async (request) => {
      const now = app.clock.now();
      return system.data.transaction(async (data) => {
        const row = await byToken(data, request.body.token);
        const status = request.body.answer === "accept" ? "accepted" : "declined";
        const done = await answer(data, row.assignment, status, now);
        await recordAudit(data, {
          principal: null,
          ip: request.ip,
          action: "respond",
          resource: "serving-assignments",
          objectId: done.id,
          changes: { status, by: "e-mailed link" },
        });
        return shown({ ...row, assignment: done }, now);
      });
    },
  });
}
