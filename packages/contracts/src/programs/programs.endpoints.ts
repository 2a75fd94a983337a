import { endpoint, get, getOne, post, postOne } from "../common/endpoint";
import { occurrence, occurrenceList, programCalendar } from "./occurrence.contract";
import {
  generateOccurrencesResult,
  program,
  programCreate,
  programStatistics,
  programUpdate,
  schedulePreview,
} from "./program.contract";
import {
  programCategory,
  programCategoryChoices,
  programCategoryCreate,
  programCategoryUpdate,
} from "./program-category.contract";
import {
  participant,
  participantCreate,
  participantUpdate,
  programAttachment,
  programFeed,
  reminder,
  reminderCreate,
  reminderUpdate,
  sendNowResult,
} from "./program-extras.contract";

export const programCategoriesEndpoints = endpoint("/programs/categories/", {
  entity: programCategory,
  create: programCategoryCreate,
  update: programCategoryUpdate,
  filters: ["church", "is_active"],
  actions: {
    choices: get(programCategoryChoices),
  },
});

export const programsEndpoints = endpoint("/programs/programs/", {
  entity: program,
  create: programCreate,
  update: programUpdate,
  filters: ["church", "category", "status", "coordinator", "start_date"],
  actions: {
    submit: postOne(program),
    approve: postOne(program),
    reject: postOne(program),
    cancel: postOne(program),
    generate_occurrences: postOne(generateOccurrencesResult),
    preview: post(schedulePreview),
    upcoming: get(occurrenceList),
    calendar: get(programCalendar),
    statistics: get(programStatistics),
  },
});

export const programOccurrencesEndpoints = endpoint("/programs/occurrences/", {
  entity: occurrence,
  create: false,
  update: false,
  remove: false,
  filters: ["church", "program", "status", "local_date"],
  actions: {
    update_status: postOne(occurrence),
    mark_accomplished: postOne(occurrence),
    mark_not_accomplished: postOne(occurrence),
    today: get(occurrenceList),
    upcoming: get(occurrenceList),
    pending_update: get(occurrenceList),
  },
});

export const programParticipantsEndpoints = endpoint("/programs/participants/", {
  entity: participant,
  create: participantCreate,
  update: participantUpdate,
  filters: ["church", "program", "occurrence", "member", "role", "whole_program"],
});

export const programAttachmentsEndpoints = endpoint("/programs/attachments/", {
  entity: programAttachment,
  create: false,
  update: false,
  filters: ["church", "program", "occurrence"],
  actions: {
    upload: post(programAttachment),
    download: getOne("file"),
  },
});

export const programRemindersEndpoints = endpoint("/programs/reminders/", {
  entity: reminder,
  create: reminderCreate,
  update: reminderUpdate,
  filters: ["church", "program", "is_active"],
  actions: {
    send_now: postOne(sendNowResult),
  },
});

export const programFeedsEndpoints = endpoint("/programs/feeds/", {
  entity: programFeed,
  create: false,
  update: false,
  filters: ["church"],
  actions: {
    current: get(programFeed.nullable()),
    rotate: post(programFeed),
  },
});
