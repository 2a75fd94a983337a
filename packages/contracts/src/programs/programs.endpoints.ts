import { endpoint, get, getOne, nullableOf, post, postOne, schemasOf } from "../common/endpoint";
import type * as OccurrenceSchemas from "./occurrence.contract";
import type * as ProgramSchemas from "./program.contract";
import type * as ProgramCategorySchemas from "./program-category.contract";
import type * as ProgramExtrasSchemas from "./program-extras.contract";

const schema = schemasOf<
  typeof OccurrenceSchemas &
    typeof ProgramCategorySchemas &
    typeof ProgramExtrasSchemas &
    typeof ProgramSchemas
>();

export const programCategoriesEndpoints = endpoint("/programs/categories/", {
  entity: schema("programCategory"),
  create: schema("programCategoryCreate"),
  update: schema("programCategoryUpdate"),
  filters: ["church", "is_active"],
  actions: {
    choices: get(schema("programCategoryChoices")),
  },
});

export const programsEndpoints = endpoint("/programs/programs/", {
  entity: schema("program"),
  create: schema("programCreate"),
  update: schema("programUpdate"),
  filters: ["church", "category", "status", "coordinator", "start_date"],
  actions: {
    submit: postOne(schema("program")),
    approve: postOne(schema("program")),
    reject: postOne(schema("program")),
    cancel: postOne(schema("program")),
    generate_occurrences: postOne(schema("generateOccurrencesResult")),
    preview: post(schema("schedulePreview")),
    upcoming: get(schema("occurrenceList")),
    calendar: get(schema("programCalendar")),
    statistics: get(schema("programStatistics")),
  },
});

export const programOccurrencesEndpoints = endpoint("/programs/occurrences/", {
  entity: schema("occurrence"),
  create: false,
  update: false,
  remove: false,
  filters: ["church", "program", "status", "local_date"],
  actions: {
    update_status: postOne(schema("occurrence")),
    mark_accomplished: postOne(schema("occurrence")),
    mark_not_accomplished: postOne(schema("occurrence")),
    today: get(schema("occurrenceList")),
    upcoming: get(schema("occurrenceList")),
    pending_update: get(schema("occurrenceList")),
  },
});

export const programParticipantsEndpoints = endpoint("/programs/participants/", {
  entity: schema("participant"),
  create: schema("participantCreate"),
  update: schema("participantUpdate"),
  filters: ["church", "program", "occurrence", "member", "role", "whole_program"],
});

export const programAttachmentsEndpoints = endpoint("/programs/attachments/", {
  entity: schema("programAttachment"),
  create: false,
  update: false,
  filters: ["church", "program", "occurrence"],
  actions: {
    upload: post(schema("programAttachment")),
    download: getOne("file"),
  },
});

export const programRemindersEndpoints = endpoint("/programs/reminders/", {
  entity: schema("reminder"),
  create: schema("reminderCreate"),
  update: schema("reminderUpdate"),
  filters: ["church", "program", "is_active"],
  actions: {
    send_now: postOne(schema("sendNowResult")),
  },
});

export const programFeedsEndpoints = endpoint("/programs/feeds/", {
  entity: schema("programFeed"),
  create: false,
  update: false,
  filters: ["church"],
  actions: {
    current: get(nullableOf(schema("programFeed"))),
    rotate: post(schema("programFeed")),
  },
});
