import { addDays, addMonths, INTERVAL_MONTHS, isChurchAdmin, SOURCE_LANGUAGE, todayIso } from "@cm/contracts";
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  changeRequests,
  invoices,
  plans,
  subscriptionReminders,
  subscriptions,
  users,
} from "../../db/tables";
import { languagesOfUsers, translator } from "../../platform/i18n";
import { withJobLock } from "../../platform/jobs";
import type { Mail } from "../../platform/mail";
import { systemContext } from "../../platform/system-context";
import { applyChange } from "./change-requests.service";
import { renewalDescription } from "./renewals.service";

export type JobDeps = Pick<FastifyInstance, "db" | "mailer" | "featureGate" | "log" | "clock">;
/** Days before the end that a renewal invoice is issued and a reminder sent. */
export const RENEWAL_INVOICE_DAYS = 7;
export const REMINDER_DAYS = 7;

/** ACTIVE or TRIAL past its end date goes to GRACE_PERIOD; GRACE_PERIOD past its grace days to EXPIRED. */
export async function expireSubscriptions(deps: JobDeps, now = deps.clock.now()) {
  const today = todayIso(now);
  const result = await withJobLock(
    systemContext(deps, "subscriptions.jobs").data,
    "subscriptions.expire",
    async (tx) => {
      const graced = await tx
        .update(subscriptions)
        .set({ status: "GRACE_PERIOD" })
        .where(
          and(
            inArray(subscriptions.status, ["ACTIVE", "TRIAL"]),
            sql`${subscriptions.end_date} < ${today}::date`,
          ),
        )
        .returning({ church: subscriptions.church });
      const expired = await tx
        .update(subscriptions)
        .set({ status: "EXPIRED" })
        .where(
          and(
            eq(subscriptions.status, "GRACE_PERIOD"),
            sql`${subscriptions.end_date} + ${subscriptions.grace_days} < ${today}::date`,
          ),
        )
        .returning({ church: subscriptions.church });
      return {
        graced: graced.length,
        expired: expired.length,
        churches: [...graced, ...expired].map((r) => r.church),
      };
    },
  );
  if (result) for (const church of result.churches) deps.featureGate.forget(church);
  return result && { graced: result.graced, expired: result.expired };
}

/** Approved change requests whose date has come are applied. */
export async function applyDueChanges(deps: JobDeps, now = deps.clock.now()) {
  const today = todayIso(now);
  const result = await withJobLock(
    systemContext(deps, "subscriptions.jobs").data,
    "subscriptions.changes",
    async (tx) => {
      const due = await tx
        .select()
        .from(changeRequests)
        .where(and(eq(changeRequests.status, "APPROVED"), lte(changeRequests.effective_date, today)));
      for (const change of due) {
        await applyChange(tx, change, now);
        await tx
          .update(changeRequests)
          .set({ status: "APPLIED", processed_at: now })
          .where(eq(changeRequests.id, change.id));
      }
      return due.map((c) => c.church);
    },
  );
  if (result) for (const church of result) deps.featureGate.forget(church);
  return result && { applied: result.length };
}

/**
 * An auto-renewing ACTIVE subscription ending within RENEWAL_INVOICE_DAYS gets one ISSUED
 * invoice for its next period, due on its end date; the description names the period, so
 * running the job again issues nothing twice.
 */
export async function issueRenewalInvoices(deps: JobDeps, now = deps.clock.now()) {
  const today = todayIso(now);
  return withJobLock(
    systemContext(deps, "subscriptions.jobs").data,
    "subscriptions.renewal-invoices",
    async (tx) => {
      const ending = await tx
        .select({ sub: subscriptions, plan: plans })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.plan))
        .where(
          and(
            eq(subscriptions.status, "ACTIVE"),
            eq(subscriptions.auto_renew, true),
            gt(subscriptions.end_date, today),
            lte(subscriptions.end_date, addDays(today, RENEWAL_INVOICE_DAYS)),
          ),
        );
      let issued = 0;
      for (const { sub, plan } of ending) {
        const until = addMonths(sub.end_date, INTERVAL_MONTHS[plan.billing_interval]);
        const description = renewalDescription(plan.name, sub.end_date, until);
        const [existing] = await tx
          .select({ id: invoices.id })
          .from(invoices)
          .where(and(eq(invoices.subscription, sub.id), eq(invoices.description, description)));
        if (existing) continue;
        await tx.insert(invoices).values({
          subscription: sub.id,
          church: sub.church,
          amount: plan.price,
          currency: plan.currency,
          status: "ISSUED",
          issued_at: now,
          due_date: sub.end_date,
          description,
          lines: [{ description, amount: plan.price }],
        });
        issued += 1;
      }
      return { issued };
    },
  );
}

/**
 * Church admins of a subscription ending in REMINDER_DAYS are e-mailed once per period: the
 * reminder row (unique per subscription and end date) is the record that it went out.
 */
export async function sendRenewalReminders(deps: JobDeps, now = deps.clock.now()) {
  const today = todayIso(now);
  const mails: Mail[] = [];
  const result = await withJobLock(
    systemContext(deps, "subscriptions.jobs").data,
    "subscriptions.reminders",
    async (tx) => {
      const ending = await tx
        .select({ sub: subscriptions, plan: plans.name })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.plan))
        .where(
          and(
            inArray(subscriptions.status, ["ACTIVE", "TRIAL"]),
            gt(subscriptions.end_date, today),
            lte(subscriptions.end_date, addDays(today, REMINDER_DAYS)),
          ),
        );
      let sent = 0;
      for (const { sub, plan } of ending) {
        const fresh = await tx
          .insert(subscriptionReminders)
          .values({ subscription: sub.id, end_date: sub.end_date })
          .onConflictDoNothing()
          .returning({ id: subscriptionReminders.id });
        if (fresh.length === 0) continue;
        const people = await tx
          .select({
            id: users.id,
            email: users.email,
            role: users.role,
            is_church_admin: users.is_church_admin,
          })
          .from(users)
          .where(and(eq(users.church, sub.church), eq(users.is_active, true)));
        const admins = people.filter((u) => u.email !== "" && isChurchAdmin(u));
        // Each admin reads it in their own language.
        const languages = await languagesOfUsers(
          tx,
          admins.map((u) => u.id),
        );
        for (const { id, email } of admins) {
          const t = translator(languages.get(id) ?? SOURCE_LANGUAGE);
          const values = { plan, date: sub.end_date };
          mails.push({
            to: email,
            subject: t("Your {plan} subscription ends on {date}", values),
            text: t(
              "Your church''s {plan} subscription ends on {date}. Renew it from the Subscriptions page to keep every feature.",
              values,
            ),
          });
        }
        sent += 1;
      }
      return { reminded: sent };
    },
  );
  // E-mail only once the reminder rows are committed.
  for (const mail of mails) await deps.mailer.send(mail);
  return result;
}

export const SUBSCRIPTION_JOBS = [
  expireSubscriptions,
  applyDueChanges,
  issueRenewalInvoices,
  sendRenewalReminders,
];

/**
 * Runs every job now and then every `everyMs`; answers a function that stops it. Started by
 * server.ts; `onRun` hears each run's outcome (skipped: another instance held the job's lock).
 */
export function startSubscriptionScheduler(
  deps: JobDeps,
  everyMs = 15 * 60_000,
  onRun: (job: string, outcome: "ok" | "skipped" | "failed") => void = () => {},
): () => void {
  const runAll = async () => {
    for (const job of SUBSCRIPTION_JOBS) {
      await job(deps).then(
        (result) => onRun(job.name, result === null ? "skipped" : "ok"),
        (err: unknown) => {
          onRun(job.name, "failed");
          deps.log.error({ err, job: job.name }, "scheduled job failed");
        },
      );
    }
  };
  void runAll();
  const timer = setInterval(() => void runAll(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
