import type { DomainModule } from "../../platform/domain-module";
import { householdsResource } from "./households.routes";

export const householdModule: DomainModule = { resources: [householdsResource], routes: [] };
