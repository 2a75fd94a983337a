import type { DomainModule } from "../index";

export const leadershipModule: DomainModule = { resources: [], routes: [] };
