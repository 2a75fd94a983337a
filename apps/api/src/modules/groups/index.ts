import type { DomainModule } from "../../platform/domain-module";
import { groupMeetingsResource } from "./group-meetings.routes";
import { groupsResource } from "./groups.routes";

export const groupModule: DomainModule = { resources: [groupsResource, groupMeetingsResource], routes: [] };
