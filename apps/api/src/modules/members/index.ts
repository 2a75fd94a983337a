import type { DomainModule } from "../index";
import { membersResource } from "./members.routes";

export const memberModule: DomainModule = { resources: [membersResource], routes: [] };
