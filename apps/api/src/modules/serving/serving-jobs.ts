import { todayIso } from "@cm/contracts";
import { and, asc, eq, gte, isNull, lt, lte, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { servingAssignments } from "../../db/tables";
import { withJobLock } from "../../platform/jobs";
import { systemContext } from "../../platform/system-context";
import { mailAsked } from "./assignments.service";

export type ServingJobDeps = Pick<FastifyInstance, "db" | "mailer" | "log" | "clock" | "config">;

const DAY_MS = 86_400_000;
/** People are reminded when their service is this many days away or less. */
export const REMIND_DAYS_BEFORE = 2;
/** At most this many reminders a run; the rest go on the next. */
const PER_RUN = 500;

/**
 * E-mails a reminder to everyone down to serve in the next two days who has not declined and was
 * not reminded yet (nor asked in the last 12 hours: that e-mail says it already), once each, under
 * the job lock. The links answer as the first e-mail's do.
 */
export async function sendServingReminders(deps: ServingJobDeps) {
  const now = deps.clock.now();
  const result = await withJobLock(
    systemContext(deps, "serving.jobs").data,
    "serving.reminders",
    async (data) => {
      const due = await data
        .select({ id: servingAssignments.id, token: servingAssignments.token })
        .from(servingAssignments)
        .where(
          and(
            ne(servingAssignments.status, "declined"),
            isNull(servingAssignments.reminded_at),
            gte(servingAssignments.date, todayIso(now)),
            lte(servingAssignments.date, todayIso(new Date(now.getTime() + REMIND_DAYS_BEFORE * DAY_MS))),
            lt(servingAssignments.created_at, new Date(now.getTime() - DAY_MS / 2)),
          ),
        )
        .orderBy(asc(servingAssignments.date), asc(servingAssignments.id))
        .limit(PER_RUN);
      for (const row of due)
        await data
          .update(servingAssignments)
          .set({ reminded_at: now })
          .where(eq(servingAssignments.id, row.id));
      const base = deps.config.publicUrl ?? `http://localhost:${deps.config.port}`;
      return { emails: await mailAsked(data, deps.mailer, due, base, true), due: due.length };
    },
  );
  if (result && result.emails > 0) deps.mailer.kick();
  return result;
}

/** Runs the reminders every `everyMs` (15 minutes); answers a function that stops them. */
export function startServingScheduler(
  deps: ServingJobDeps,
  everyMs = 15 * 60_000,
  onRun: (job: string, outcome: "ok" | "skipped" | "failed") => void = () => {},
): () => void {
  const tick = () =>
    void sendServingReminders(deps).then(
      (result) => onRun("sendServingReminders", result === null ? "skipped" : "ok"),
      (err: unknown) => {
        onRun("sendServingReminders", "failed");
        deps.log.error({ err, job: "sendServingReminders" }, "scheduled job failed");
      },
    );
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
