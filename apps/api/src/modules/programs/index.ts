import type { DomainModule } from "../../platform/domain-module";
import { attachmentsResource } from "./attachments.routes";
import { calendarFeedRoutes } from "./calendar-feed.routes";
import { occurrencesResource } from "./occurrences.routes";
import { participantsResource } from "./participants.routes";
import { programCategoriesResource } from "./program-categories.routes";
import { programFeedsResource } from "./program-feeds.routes";
import { programsResource } from "./programs.routes";
import { remindersResource } from "./reminders.routes";

/** Programs: categories, programs and their dates, participants, files, reminders and the calendar feed. */
export const programModule: DomainModule = {
  resources: [
    programCategoriesResource,
    programsResource,
    occurrencesResource,
    participantsResource,
    attachmentsResource,
    remindersResource,
    programFeedsResource,
  ],
  routes: [calendarFeedRoutes],
};
