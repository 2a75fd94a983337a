import { randomBytes } from "node:crypto";
import { unique } from "../../../test/factories";
import {
  programAttachments,
  programCategories,
  programFeeds,
  programParticipants,
  programReminders,
} from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";
import { defaultProgramCategory, makeOccurrence, makeProgram } from "./programs.test-support";

const schedule = { start_date: "2030-03-02", start_time: "10:00", recurrence: { frequency: "NONE" } };

/** Access-matrix fixtures of this domain's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  "program-categories": {
    owner: "church",
    make: async (db, church) => {
      const [row] = await db
        .insert(programCategories)
        .values({ church: church.id, name: unique("Choir"), color: "#aa3377" })
        .returning();
      return row?.id ?? 0;
    },
    body: (_db, church) => ({ church: church.id, name: unique("Choir"), color: "#112233" }),
    updateBody: () => ({ name: unique("Choir"), color: "#223344" }),
    actions: { choices: {} },
  },
  programs: {
    owner: "church",
    make: async (db, church) => (await makeProgram(db, church.id, { status: "PENDING" })).id,
    body: async (db, church) => ({
      church: church.id,
      title: unique("Youth night"),
      category: await defaultProgramCategory(db, "YOUTH"),
      ...schedule,
    }),
    updateBody: () => ({ title: unique("Renamed"), category: 1, ...schedule }),
    actions: {
      submit: {},
      approve: {},
      reject: { note: "Choose another date." },
      cancel: { note: "" },
      generate_occurrences: {},
      preview: schedule,
      upcoming: {},
      calendar: { year: 2030, month: 3 },
      statistics: { year: 2030 },
    },
  },
  "program-occurrences": {
    owner: "church",
    make: async (db, church) => (await makeOccurrence(db, await makeProgram(db, church.id))).id,
    actions: {
      update_status: { status: "CANCELLED", reason: "Rain" },
      mark_accomplished: { attendance: 40, notes: "" },
      mark_not_accomplished: { reason: "Rain" },
      today: {},
      upcoming: {},
      pending_update: {},
    },
  },
  "program-participants": {
    owner: "church",
    make: async (db, church) => {
      const program = await makeProgram(db, church.id);
      const [row] = await db
        .insert(programParticipants)
        .values({ church: church.id, program: program.id, guest_name: "Rev. Guest", role: "SPEAKER" })
        .returning();
      return row?.id ?? 0;
    },
    body: async (db, church) => ({
      church: church.id,
      program: (await makeProgram(db, church.id)).id,
      guest_name: "Visiting choir",
      role: "VOLUNTEER",
    }),
    updateBody: () => ({ role: "HOST", guest_name: "Visiting choir" }),
  },
  "program-attachments": {
    owner: "church",
    make: async (db, church) => {
      const program = await makeProgram(db, church.id);
      const [row] = await db
        .insert(programAttachments)
        .values({
          church: church.id,
          program: program.id,
          file: `${crypto.randomUUID()}.pdf`,
          file_name: "minutes.pdf",
          content_type: "application/pdf",
          size: 10,
        })
        .returning();
      return row?.id ?? 0;
    },
    actions: { upload: {}, download: {} },
  },
  "program-reminders": {
    owner: "church",
    make: async (db, church) => {
      const program = await makeProgram(db, church.id);
      const [row] = await db
        .insert(programReminders)
        .values({ church: church.id, program: program.id, minutes_before: 120, audience: "ALL_MEMBERS" })
        .returning();
      return row?.id ?? 0;
    },
    body: async (db, church) => ({
      church: church.id,
      program: (await makeProgram(db, church.id)).id,
      minutes_before: 1440,
      audience: "ALL_MEMBERS",
    }),
    updateBody: () => ({ minutes_before: 60, audience: "ALL_MEMBERS" }),
    actions: { send_now: {} },
  },
  "program-feeds": {
    owner: "church",
    // One feed per church: making it again gives it a new token.
    make: async (db, church) => {
      const token = randomBytes(32).toString("base64url");
      const [row] = await db
        .insert(programFeeds)
        .values({ church: church.id, token, rotated_at: new Date() })
        .onConflictDoUpdate({ target: programFeeds.church, set: { token } })
        .returning();
      return row?.id ?? 0;
    },
    actions: {
      current: ({ church }) => ({ church: church.id }),
      rotate: ({ church }) => ({ church: church.id }),
    },
  },
};
