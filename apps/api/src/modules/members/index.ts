import type { DomainModule } from "../../platform/domain-module";
import { memberFieldsResource } from "./member-fields.routes";
import { membersResource } from "./members.routes";

export const memberModule: DomainModule = { resources: [membersResource, memberFieldsResource], routes: [] };
