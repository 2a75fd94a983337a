import type { DomainModule } from "../index";
import { eventsResource } from "./events.routes";

export const eventModule: DomainModule = { resources: [eventsResource], routes: [] };
