import type { DomainModule } from "../../platform/domain-module";
import { servingAssignmentsResource } from "./assignments.routes";
import { servingBlockoutsResource } from "./blockouts.routes";
import { servingPlansResource } from "./plans.routes";
import { servingResponseRoutes } from "./respond.routes";
import { servingPositionsResource, servingTeamsResource } from "./teams.routes";

export const servingModule: DomainModule = {
  resources: [
    servingTeamsResource,
    servingPositionsResource,
    servingPlansResource,
    servingAssignmentsResource,
    servingBlockoutsResource,
  ],
  routes: [servingResponseRoutes],
};
