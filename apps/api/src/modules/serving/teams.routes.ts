import {
  apiPath,
  msg,
  servingPosition,
  servingPositionCreate,
  servingPositionsEndpoints,
  servingPositionUpdate,
  servingTeam,
  servingTeamCreate,
  servingTeamPeople,
  servingTeamPersonInput,
  servingTeamsEndpoints,
  servingTeamUpdate,
} from "@cm/contracts";
import { eq, inArray } from "drizzle-orm";
import { servingPositions, servingTeams } from "../../db/tables";
import { fieldError } from "../../platform/errors";
import { memberOfChurch } from "../../platform/member-roll";
import { actionsOf, defineResource, readWrite } from "../../platform/resources/resource";
import { decorateTeams, joinTeam, leaveTeam, peopleOfTeam } from "./teams.service";

const read = { permission: "church-life.read" } as const;
const write = { permission: "members.write" } as const;
const action = actionsOf(servingTeams);

/** A church's serving teams and who is on each. */
export const servingTeamsResource = defineResource({
  name: "serving-teams",
  path: apiPath(servingTeamsEndpoints),
  table: servingTeams,
  entity: servingTeam,
  create: servingTeamCreate,
  update: servingTeamUpdate,
  scope: { kind: "church", field: "church" },
  feature: "MEMBER_MANAGEMENT",
  access: readWrite(read, write),
  search: ["name"],
  ordering: ["name", "created_at"],
  filters: { church: "int", is_active: "bool" },
  references: { church: "churches" },
  explainDuplicate: async () => {
    throw fieldError("name", msg("The church already has a team of this name."));
  },
  decorate: (rows, ctx) => decorateTeams(ctx.data, rows),
  actions: {
    members: action.detail({
      method: "GET",
      access: read,
      summary: "The people on a team, with how often each is down to serve and their next date",
      output: servingTeamPeople,
      run: ({ data, object, now }) => peopleOfTeam(data, object.id, now),
    }),
    add_member: action.detail({
      method: "POST",
      access: write,
      summary: "Put a member of the church on the team",
      input: servingTeamPersonInput,
      output: servingTeamPeople,
      run: async ({ data, input, object, scoped, now, audit }) => {
        await memberOfChurch(
          data,
          await scoped({ resource: "members", church: object.church }),
          input.member,
        );
        await joinTeam(data, object, input.member);
        await audit({ objectId: object.id, changes: { added: input.member } });
        return peopleOfTeam(data, object.id, now);
      },
    }),
    remove_member: action.detail({
      method: "POST",
      access: write,
      summary: "Take a member off the team (the services they are down for stay)",
      input: servingTeamPersonInput,
      output: servingTeamPeople,
      run: async ({ data, input, object, now, audit }) => {
        await leaveTeam(data, object.id, input.member);
        await audit({ objectId: object.id, changes: { removed: input.member } });
        return peopleOfTeam(data, object.id, now);
      },
    }),
  },
});

/** The positions of the teams (the church of a position is its team's). */
export const servingPositionsResource = defineResource({
  name: "serving-positions",
  path: apiPath(servingPositionsEndpoints),
  table: servingPositions,
  entity: servingPosition,
  create: servingPositionCreate,
  update: servingPositionUpdate,
  scope: { kind: "church", field: "church" },
  feature: "MEMBER_MANAGEMENT",
  access: readWrite(read, write),
  ordering: ["name", "created_at"],
  filters: { church: "int", team: "int" },
  references: { church: "churches", team: "serving-teams" },
  beforeWrite: async (ctx, data, existing) => {
    if (existing) return data;
    const [team] = await ctx.data
      .select({ church: servingTeams.church })
      .from(servingTeams)
      .where(eq(servingTeams.id, Number(data.team)));
    if (!team) throw fieldError("team", msg("This team was not found."));
    return { ...data, church: team.church };
  },
  explainDuplicate: async () => {
    throw fieldError("name", msg("The team already has a position of this name."));
  },
  decorate: async (rows, ctx) => {
    if (rows.length === 0) return rows;
    const teams = await ctx.data
      .select({ id: servingTeams.id, name: servingTeams.name })
      .from(servingTeams)
      .where(
        inArray(
          servingTeams.id,
          rows.map((r) => r.team),
        ),
      );
    const nameOf = new Map(teams.map((t) => [t.id, t.name]));
    return rows.map((r) => ({ ...r, team_name: nameOf.get(r.team) ?? "" }));
  },
});
