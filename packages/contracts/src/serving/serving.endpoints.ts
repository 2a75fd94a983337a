import { arrayOf, endpoint, get, getOne, post, postOne, routes, schemasOf } from "../common/endpoint";
import type * as ServingSchemas from "./serving.contract";

const schema = schemasOf<typeof ServingSchemas>();

/** A church's serving teams (worship, ushering, media...) and the people on each. */
export const servingTeamsEndpoints = endpoint("/serving/teams/", {
  entity: schema("servingTeam"),
  create: schema("servingTeamCreate"),
  update: schema("servingTeamUpdate"),
  filters: ["church", "is_active"],
  actions: {
    members: getOne(arrayOf(schema("servingTeamPerson"))),
    add_member: postOne(arrayOf(schema("servingTeamPerson"))),
    remove_member: postOne(arrayOf(schema("servingTeamPerson"))),
  },
});

/** The positions of the teams, and how many each needs at a service. */
export const servingPositionsEndpoints = endpoint("/serving/positions/", {
  entity: schema("servingPosition"),
  create: schema("servingPositionCreate"),
  update: schema("servingPositionUpdate"),
  filters: ["church", "team"],
});

/** Service dates with the positions they need, and the rota generator that fills a month. */
export const servingPlansEndpoints = endpoint("/serving/plans/", {
  entity: schema("servingPlan"),
  create: schema("servingPlanCreate"),
  update: schema("servingPlanUpdate"),
  filters: ["church", "date"],
  actions: {
    set_need: postOne(schema("servingPlan")),
    generate: post(schema("servingRotaResult")),
  },
});

/** People asked to serve, and their answers (by the person, or the church office). */
export const servingAssignmentsEndpoints = endpoint("/serving/assignments/", {
  entity: schema("servingAssignment"),
  create: schema("servingAssignmentCreate"),
  update: false,
  filters: ["church", "plan", "member", "status"],
  actions: {
    accept: postOne(schema("servingAssignment")),
    decline: postOne(schema("servingAssignment")),
    mine: get(arrayOf(schema("servingAssignment"))),
  },
});

/** Dates a person cannot serve: their own, or set by the church office. */
export const servingBlockoutsEndpoints = endpoint("/serving/blockouts/", {
  entity: schema("servingBlockout"),
  create: schema("servingBlockoutCreate"),
  update: false,
  filters: ["church", "member"],
  actions: { mine: get(arrayOf(schema("servingBlockout"))) },
});

/** The answer link e-mailed to a person asked to serve: what they were asked, and their answer. */
export const servingResponseEndpoints = routes("/serving/respond/", {
  show: { method: "GET", path: "", answer: schema("servingResponse") },
  answer: { method: "POST", path: "", answer: schema("servingResponse") },
});
