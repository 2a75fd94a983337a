import type { DomainModule } from "../index";

export const sundaySchoolModule: DomainModule = { resources: [], routes: [] };
