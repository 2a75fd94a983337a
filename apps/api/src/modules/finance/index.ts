import type { DomainModule } from "../index";

export const financeModule: DomainModule = { resources: [], routes: [] };
