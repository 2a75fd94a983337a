import type { DomainModule } from "../../platform/domain-module";
import { leadershipResource } from "./leadership.routes";

export const leadershipModule: DomainModule = { resources: [leadershipResource], routes: [] };
