import {
  apiPath,
  msg,
  servingAssignment,
  servingAssignmentCreate,
  servingAssignmentsEndpoints,
  todayIso,
} from "@cm/contracts";
import { and, asc, gte } from "drizzle-orm";
import { z } from "zod";
import { servingAssignments } from "../../db/tables";
import { AppError } from "../../platform/errors";
import { siteUrl } from "../../platform/http/site-url";
import { actionsOf, defineResource, type ResourceContext } from "../../platform/resources/resource";
import {
  answer,
  checkAssignment,
  decorateAssignments,
  mailAsked,
  newToken,
  SERVING_THAT_DAY,
} from "./assignments.service";
import { isOwnMember, managesServing, ownUnlessOffice, readsServing } from "./serving-access";

const write = { permission: "members.write" } as const;
const action = actionsOf(servingAssignments);

/** Records an answer and answers the assignment as lists show it. */
async function answered(
  ctx: ResourceContext,
  row: typeof servingAssignments.$inferSelect,
  status: "accepted" | "declined",
) {
  const done = await answer(ctx.data, row, status, ctx.now);
  await ctx.audit({ objectId: row.id, changes: { status } });
  return (await decorateAssignments(ctx.data, [done]))[0];
}

/**
 * People asked to serve. The church office asks and sees everyone; anyone else sees the services
 * they are asked to and answers for themselves (accept or decline), from /profile/serving.
 */
export const servingAssignmentsResource = defineResource({
  name: "serving-assignments",
  path: apiPath(servingAssignmentsEndpoints),
  table: servingAssignments,
  entity: servingAssignment,
  create: servingAssignmentCreate,
  scope: { kind: "church", field: "church" },
  feature: "MEMBER_MANAGEMENT",
  access: { list: "authenticated", retrieve: "authenticated", create: write, delete: write },
  visibleRows: ownUnlessOffice(servingAssignments.member, readsServing),
  writableRows: {
    where: ownUnlessOffice(servingAssignments.member, managesServing),
    refusal: msg("Only the person asked, or the church office, can answer for them."),
  },
  ordering: ["date", "created_at"],
  filters: { church: "int", plan: "int", member: "int", status: "text" },
  references: { church: "churches", plan: "serving-plans", position: "serving-positions", member: "members" },
  beforeWrite: async (ctx, data) => {
    const input = { plan: Number(data.plan), position: Number(data.position), member: Number(data.member) };
    const { church, date } = await checkAssignment(ctx.data, input, ctx.now);
    return { ...data, church, date, status: "pending" as const, token: newToken() };
  },
  explainDuplicate: async () => {
    throw new AppError(409, "conflict", SERVING_THAT_DAY);
  },
  afterWrite: async (ctx, row, existing) => {
    if (existing) return;
    const mailer = ctx.request.server.mailer;
    await mailAsked(ctx.data, mailer, [row], siteUrl(ctx.request.server, ctx.request));
    ctx.afterCommit(() => mailer.kick());
  },
  decorate: (rows, ctx) => decorateAssignments(ctx.data, rows),
  actions: {
    accept: action.detail({
      method: "POST",
      access: "authenticated",
      summary: "Say you will serve (the person asked, or the church office for them)",
      output: servingAssignment,
      run: (ctx) => answered(ctx, ctx.object, "accepted"),
    }),
    decline: action.detail({
      method: "POST",
      access: "authenticated",
      summary: "Say you cannot serve: the place opens again (the person asked, or the church office)",
      output: servingAssignment,
      run: (ctx) => answered(ctx, ctx.object, "declined"),
    }),
    mine: action.collection({
      method: "GET",
      access: "authenticated",
      summary: "The signed-in person's own services from today on (none when no member record is linked)",
      output: z.array(servingAssignment),
      run: async ({ data, principal, now }) => {
        const rows = await data
          .select()
          .from(servingAssignments)
          .where(
            and(
              isOwnMember(servingAssignments.member, principal),
              gte(servingAssignments.date, todayIso(now)),
            ),
          )
          .orderBy(asc(servingAssignments.date))
          .limit(100);
        return decorateAssignments(data, rows);
      },
    }),
  },
});
