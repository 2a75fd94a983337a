import type { DomainModule } from "../index";

export const eventModule: DomainModule = { resources: [], routes: [] };
