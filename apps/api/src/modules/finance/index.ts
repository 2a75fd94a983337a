import type { DomainModule } from "../index";
import { incomeResource } from "./income.routes";

export const financeModule: DomainModule = { resources: [incomeResource], routes: [] };
