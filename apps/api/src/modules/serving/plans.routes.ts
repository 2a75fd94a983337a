import {
  apiPath,
  msg,
  servingNeedInput,
  servingPlan,
  servingPlanCreate,
  servingPlansEndpoints,
  servingPlanUpdate,
  servingRotaInput,
  servingRotaResult,
} from "@cm/contracts";
import { servingPlans } from "../../db/tables";
import { fieldError } from "../../platform/errors";
import { siteUrl } from "../../platform/http/site-url";
import { actionsOf, defineResource, readWrite } from "../../platform/resources/resource";
import { mailAsked } from "./assignments.service";
import { decoratePlans, needEveryTeam, setNeed } from "./plans.service";
import { fillRota } from "./rota.service";

const read = { permission: "church-life.read" } as const;
const write = { permission: "members.write" } as const;
const action = actionsOf(servingPlans);

/** A church's services that people serve at, with the positions each needs and who serves. */
export const servingPlansResource = defineResource({
  name: "serving-plans",
  path: apiPath(servingPlansEndpoints),
  table: servingPlans,
  entity: servingPlan,
  create: servingPlanCreate,
  update: servingPlanUpdate,
  scope: { kind: "church", field: "church" },
  feature: "MEMBER_MANAGEMENT",
  access: readWrite(read, write),
  ordering: ["date", "created_at"],
  filters: { church: "int", date: "daterange" },
  references: { church: "churches" },
  explainDuplicate: async () => {
    throw fieldError("name", msg("The church already has a service of this name on this date."));
  },
  afterWrite: async (ctx, row, existing) => {
    if (!existing) await needEveryTeam(ctx.data, row);
  },
  decorate: (rows, ctx) => decoratePlans(ctx.data, rows),
  actions: {
    set_need: action.detail({
      method: "POST",
      access: write,
      summary: "Set how many people a service needs in one position (0 takes it off the service)",
      input: servingNeedInput,
      output: servingPlan,
      run: async ({ data, input, object, audit }) => {
        await setNeed(data, object, input.position, input.needed);
        await audit({ objectId: object.id, changes: input });
        return (await decoratePlans(data, [object]))[0];
      },
    }),
    generate: action.collection({
      method: "POST",
      access: write,
      summary:
        "Fill a team's open places at a month's services fairly (making the services on the day when missing), and e-mail each person asked",
      input: servingRotaInput,
      output: servingRotaResult,
      run: async (ctx) => {
        const { result, asked } = await fillRota(ctx.data, ctx.input, ctx.now);
        const mailer = ctx.request.server.mailer;
        await mailAsked(ctx.data, mailer, asked, siteUrl(ctx.request.server, ctx.request));
        ctx.afterCommit(() => mailer.kick());
        await ctx.audit({
          objectId: ctx.input.team,
          changes: { month: ctx.input.month, assigned: result.assigned },
        });
        return result;
      },
    }),
  },
});
