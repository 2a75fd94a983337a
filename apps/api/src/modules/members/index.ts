import type { DomainModule } from "../index";

export const memberModule: DomainModule = { resources: [], routes: [] };
