import type { DomainModule } from "../index";
import { leadershipResource } from "./leadership.routes";

export const leadershipModule: DomainModule = { resources: [leadershipResource], routes: [] };
