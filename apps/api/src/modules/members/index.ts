import type { DomainModule } from "../../platform/domain-module";
import { membersResource } from "./members.routes";

export const memberModule: DomainModule = { resources: [membersResource], routes: [] };
