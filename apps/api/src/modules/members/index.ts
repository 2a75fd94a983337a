import type { DomainModule } from "../index";
import { membersResource } from "./members.routes";
import { memberExportRoutes } from "./members-export.routes";

export const memberModule: DomainModule = { resources: [membersResource], routes: [memberExportRoutes] };
