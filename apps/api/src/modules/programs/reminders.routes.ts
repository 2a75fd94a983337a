import {
  apiPath,
  programRemindersEndpoints,
  ref,
  reminder,
  reminderCreate,
  reminderUpdate,
  sendNowResult,
} from "@cm/contracts";
import { programReminders } from "../../db/tables";
import { actionsOf, defineResource, readWrite } from "../../platform/resources/resource";
import { sendProgramReminders } from "./program-jobs";
import { CHURCH_SCOPE, READ, WRITE } from "./program-rules.service";
import { decorateReminders, prepareReminderWrite, sendNow } from "./reminders.service";

const action = actionsOf(programReminders);

/** E-mails sent a set time before each date of a program, to its participants or the members. */
export const remindersResource = defineResource({
  name: "program-reminders",
  path: apiPath(programRemindersEndpoints),
  table: programReminders,
  entity: reminder,
  create: reminderCreate.extend({ church: ref.optional() }),
  update: reminderUpdate,
  scope: CHURCH_SCOPE,
  feature: "PROGRAM_MANAGEMENT",
  access: readWrite(READ, WRITE),
  ordering: ["minutes_before", "created_at"],
  filters: { church: "int", program: "int", is_active: "bool" },
  // The program and the members are checked by the rules (another church's: 404).
  references: { church: "churches" },
  decorate: (rows, ctx) => decorateReminders(ctx, rows),
  beforeWrite: prepareReminderWrite,
  // A reminder whose time has already come for the next date goes at once, not at the next run.
  afterWrite: (ctx) =>
    ctx.afterCommit(async () => {
      const server = ctx.request.server;
      await sendProgramReminders(server).catch((err: unknown) =>
        server.log.error({ err }, "sending the reminders due now failed; the scheduler tries again"),
      );
    }),
  actions: {
    send_now: action.detail({
      method: "POST",
      access: WRITE,
      summary: "Send the reminder now for the program's next date (through the e-mail outbox)",
      output: sendNowResult,
      run: (ctx) => sendNow(ctx, ctx.object),
    }),
  },
});
