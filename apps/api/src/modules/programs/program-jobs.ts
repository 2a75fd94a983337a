import { and, eq, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { programs } from "../../db/tables";
import { withJobLock } from "../../platform/jobs";
import { systemContext } from "../../platform/system-context";
import { defaultWindow, generateOccurrences } from "./occurrences.service";
import { sendDueReminders } from "./reminders.service";

export type ProgramJobDeps = Pick<FastifyInstance, "db" | "mailer" | "log" | "clock">;

/**
 * Sends the reminders due now under an advisory lock (one instance does the work), all in one
 * transaction with their e-mails; the sent-log's unique key keeps each one to a single sending
 * even without the lock. The outbox worker is woken once the e-mails are committed.
 */
export async function sendProgramReminders(deps: ProgramJobDeps) {
  const result = await withJobLock(systemContext(deps, "programs.jobs").data, "programs.reminders", (tx) =>
    sendDueReminders(tx, deps.mailer, deps.clock.now()),
  );
  if (result && result.emails > 0) deps.mailer.kick();
  return result;
}

/** Keeps every approved repeating program's dates made for the coming 12 months. */
export async function extendOccurrences(deps: ProgramJobDeps) {
  return withJobLock(systemContext(deps, "programs.jobs").data, "programs.occurrences", async (tx) => {
    const repeating = await tx
      .select()
      .from(programs)
      .where(and(eq(programs.status, "APPROVED"), ne(programs.rrule, "")));
    let created = 0;
    const window = defaultWindow(deps.clock.now());
    for (const p of repeating) created += (await generateOccurrences(tx, p, window)).created;
    return { programs: repeating.length, created };
  });
}

/**
 * Runs the reminder job every `everyMs` (a minute: a reminder "2 hours before" goes within a
 * minute of its time) and the dates job once an hour; answers a function that stops both.
 */
export function startProgramScheduler(
  deps: ProgramJobDeps,
  everyMs = 60_000,
  onRun: (job: string, outcome: "ok" | "skipped" | "failed") => void = () => {},
): () => void {
  const run = (name: string, job: () => Promise<unknown>) =>
    job().then(
      (result) => onRun(name, result === null ? "skipped" : "ok"),
      (err: unknown) => {
        onRun(name, "failed");
        deps.log.error({ err, job: name }, "scheduled job failed");
      },
    );
  let ticks = 0;
  const tick = () => {
    if (ticks++ % Math.max(1, Math.round(3_600_000 / everyMs)) === 0)
      void run("extendOccurrences", () => extendOccurrences(deps));
    void run("sendProgramReminders", () => sendProgramReminders(deps));
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
