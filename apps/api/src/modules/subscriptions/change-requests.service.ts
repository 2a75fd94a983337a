import {
  addMonths,
  CHANGE_TYPE_LABELS,
  type ChangeType,
  changeRequest,
  DEFAULT_CANCELLATION_REASON,
  givesAccess,
  INTERVAL_MONTHS,
  msg,
  pendingChange,
  pendingChangeSummary,
  toCents,
  todayIso,
} from "@cm/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { changeRequests, plans, subscriptions } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { AppError, fieldError } from "../../platform/errors";
import { presenter, presentOne } from "../../platform/resources/presenter";
import type { ResourceContext, RowOf, WriteData } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { statusWord } from "../../platform/status-words";

type Conn = Data;
type ChangeRow = RowOf<typeof changeRequests>;
type PlanRow = typeof plans.$inferSelect;
const OPEN = ["PENDING", "APPROVED"] as const;
const present = presenter(changeRequest);
const presentSummary = presenter(pendingChangeSummary);

const planNameOf = (plan: PgColumn) =>
  sql<string>`(select ${plans.name} from ${plans} where ${plans.id} = ${plan})`;

/** List fields of change requests: the current and target plans' names are searchable. */
export const changeRequestsListFields = {
  current_plan_name: planNameOf(changeRequests.current_plan),
  target_plan_name: planNameOf(changeRequests.target_plan),
};

/** Adds the type's label and the plans' names to a page of change requests (one query a page). */
export async function decorateChanges(db: Conn, rows: ChangeRow[]) {
  if (rows.length === 0) return [];
  const ids = [
    ...new Set(rows.flatMap((r) => [r.current_plan, r.target_plan]).filter((v): v is number => v !== null)),
  ];
  const names = await db.select({ id: plans.id, name: plans.name }).from(plans).where(inArray(plans.id, ids));
  const nameOf = new Map(names.map((p) => [p.id, p.name]));
  return rows.map((r) => ({
    ...r,
    request_type_display: CHANGE_TYPE_LABELS[r.request_type],
    current_plan_name: nameOf.get(r.current_plan) ?? "",
    target_plan_name: r.target_plan === null ? "" : (nameOf.get(r.target_plan) ?? ""),
  }));
}

export const presentChanges = async (db: Conn, rows: ChangeRow[]) =>
  (await decorateChanges(db, rows)).map(present);

const presentChange = (db: Conn, row: ChangeRow | undefined) =>
  presentOne(row, (rows) => decorateChanges(db, rows), present);

/** The subscription's pending change by the specification's rule, as `current/` shows it, or null. */
export async function pendingChangeOf(db: Conn, subscriptionId: number) {
  const open = await db
    .select()
    .from(changeRequests)
    .where(and(eq(changeRequests.subscription, subscriptionId), inArray(changeRequests.status, [...OPEN])));
  const next = pendingChange(open);
  return next ? presentOne(next, (rows) => decorateChanges(db, rows), presentSummary) : null;
}

/** A plan's price per month in twelfths of a cent, so plans of any interval compare exactly. */
const monthly = (p: PlanRow) => toCents(p.price) * BigInt(12 / INTERVAL_MONTHS[p.billing_interval]);

/**
 * Rules of a new change request: the subscription gives access and has no other open change;
 * an upgrade or downgrade names an active plan of the same currency that costs more or less
 * per month; the effective date is today or later (by default today for an upgrade, else the
 * subscription's end date).
 */
export async function prepareChangeRequest(
  ctx: ResourceContext,
  data: WriteData<typeof changeRequests>,
): Promise<WriteData<typeof changeRequests>> {
  const [sub] = await ctx.data
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, Number(data.subscription)));
  if (!sub || !givesAccess(sub.status)) {
    throw fieldError(
      "subscription",
      msg("Only a subscription that is active, on trial or in grace can be changed."),
    );
  }
  const [open] = await ctx.data
    .select({ id: changeRequests.id })
    .from(changeRequests)
    .where(and(eq(changeRequests.subscription, sub.id), inArray(changeRequests.status, [...OPEN])));
  if (open)
    throw fieldError("subscription", msg("This subscription already has a change waiting. Cancel it first."));
  const type = data.request_type;
  if (type === undefined) throw fieldError("request_type", msg("This field is required."));
  const planChange = type === "UPGRADE" || type === "DOWNGRADE";
  if (planChange) await checkTargetPlan(ctx.data, sub.plan, data.target_plan ?? null, type);
  else if (data.target_plan !== null)
    throw fieldError("target_plan", msg("Only an upgrade or downgrade names a plan."));
  const today = todayIso(ctx.now);
  const effective = data.effective_date ?? (type === "UPGRADE" ? today : sub.end_date);
  if (effective < today) throw fieldError("effective_date", msg("Choose today or a later date."));
  return {
    ...data,
    church: sub.church,
    current_plan: sub.plan,
    effective_date: effective,
    status: "PENDING" as const,
    requested_by: principalOf(ctx.request).id,
  };
}

async function checkTargetPlan(db: Conn, currentId: number, targetId: number | null, type: ChangeType) {
  if (targetId === null) throw fieldError("target_plan", msg("Choose the plan to change to."));
  const rows = await db
    .select()
    .from(plans)
    .where(inArray(plans.id, [currentId, targetId]));
  const current = rows.find((p) => p.id === currentId);
  const target = rows.find((p) => p.id === targetId);
  if (!current || !target?.is_active || target.id === current.id) {
    throw fieldError("target_plan", msg("Choose another active plan."));
  }
  if (target.currency !== current.currency) {
    throw fieldError(
      "target_plan",
      msg("Choose a plan priced in {currency}.", { currency: current.currency }),
    );
  }
  const difference = monthly(target) - monthly(current);
  if (type === "UPGRADE" && difference <= 0n) {
    throw fieldError("target_plan", msg("An upgrade moves to a plan that costs more per month."));
  }
  if (type === "DOWNGRADE" && difference >= 0n) {
    throw fieldError("target_plan", msg("A downgrade moves to a plan that costs less per month."));
  }
}

/**
 * The super admin approves or rejects a pending change. An approved change whose date has come
 * is applied at once; later ones wait for their date.
 */
export async function processChange(
  ctx: ResourceContext & { object: ChangeRow; afterCommit(work: () => Promise<void>): void },
  input: { action: "approve" | "reject"; notes: string },
) {
  const row = ctx.object;
  if (row.status !== "PENDING") {
    throw new AppError(
      409,
      "invalid_status",
      msg("This change request is already {status}.", { status: statusWord(row.status) }),
    );
  }
  const approved = input.action === "approve";
  const due = approved && row.effective_date <= todayIso(ctx.now);
  if (due) await applyChange(ctx.data, row, ctx.now);
  const [updated] = await ctx.data
    .update(changeRequests)
    .set({
      status: approved ? (due ? "APPLIED" : "APPROVED") : "REJECTED",
      admin_notes: input.notes,
      processed_by: principalOf(ctx.request).id,
      processed_at: ctx.now,
    })
    .where(eq(changeRequests.id, row.id))
    .returning();
  const gate = ctx.request.server.featureGate;
  if (due) ctx.afterCommit(async () => gate.forget(row.church));
  return presentChange(ctx.data, updated);
}

/**
 * The church withdraws a change that is still pending (an approved one waits for its date and
 * only the super admin can stop it). The reason, if given, is kept in the admin notes.
 */
export async function withdrawChange(
  ctx: ResourceContext & { object: ChangeRow },
  input: { reason?: string } | null | undefined,
) {
  const row = ctx.object;
  const reason = input?.reason ?? "";
  // Only a row still pending changes, so a withdrawal and a decision cannot both win.
  const [updated] = await ctx.data
    .update(changeRequests)
    .set({
      status: "CANCELLED",
      admin_notes: reason || row.admin_notes,
      processed_by: principalOf(ctx.request).id,
      processed_at: ctx.now,
    })
    .where(and(eq(changeRequests.id, row.id), eq(changeRequests.status, "PENDING")))
    .returning();
  if (!updated) {
    throw new AppError(
      409,
      "invalid_status",
      msg("This change request is already {status}: only a pending one can be withdrawn.", {
        status: statusWord(row.status),
      }),
    );
  }
  return presentChange(ctx.data, updated);
}

/** Applies a change to its subscription: a new plan, a cancellation, or one more billing period. */
export async function applyChange(db: Conn, change: ChangeRow, now: Date): Promise<void> {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, change.subscription));
  if (!sub) return;
  const set: Partial<typeof subscriptions.$inferInsert> = {};
  if (change.request_type === "UPGRADE" || change.request_type === "DOWNGRADE") {
    set.plan = change.target_plan ?? sub.plan;
  } else if (change.request_type === "CANCEL") {
    Object.assign(set, {
      status: "CANCELLED",
      cancelled_at: now,
      auto_renew: false,
      end_date: change.effective_date < sub.end_date ? change.effective_date : sub.end_date,
      cancellation_reason: change.reason || DEFAULT_CANCELLATION_REASON,
    });
  } else {
    const [plan] = await db.select().from(plans).where(eq(plans.id, sub.plan));
    set.end_date = addMonths(sub.end_date, INTERVAL_MONTHS[plan?.billing_interval ?? "MONTHLY"]);
    if (sub.status === "GRACE_PERIOD") set.status = "ACTIVE";
  }
  await db.update(subscriptions).set(set).where(eq(subscriptions.id, sub.id));
}
