import type { DomainModule } from "../../platform/domain-module";
import { eventsResource } from "./events.routes";

export const eventModule: DomainModule = { resources: [eventsResource], routes: [] };
