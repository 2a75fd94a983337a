import {
  apiPath,
  assetMaintenance,
  assetMaintenanceCreate,
  assetMaintenanceEndpoints,
  assetMaintenanceUpdate,
  cancelMaintenanceInput,
  completeMaintenanceInput,
  MAINTENANCE_STATUSES,
  type MaintenanceStatus,
  msg,
  todayIso,
} from "@cm/contracts";
import { eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import { assets, assetMaintenance as maintenance } from "../../db/tables";
import { presenter, presentOne } from "../../platform/resources/presenter";
import {
  actionsOf,
  customFilter,
  defineResource,
  type ResourceContext,
  type RowOf,
  type WriteData,
} from "../../platform/resources/resource";
import { statusWord } from "../../platform/status-words";
import { assetInReach, assetNamesOf, CHURCH_SCOPE, conflict, READ, WRITE } from "./asset-rules.service";

type MaintenanceRow = RowOf<typeof maintenance>;
type MaintenanceData = WriteData<typeof maintenance>;
const action = actionsOf(maintenance);
const present = presenter(assetMaintenance);
const OPEN: MaintenanceStatus[] = ["SCHEDULED", "IN_PROGRESS"];

const CLOSED: Record<string, string> = {
  COMPLETED: msg("This maintenance has already been completed."),
  CANCELLED: msg("This maintenance was cancelled."),
};

/** Open work first, soonest (so overdue) first; then finished work, latest first. */
const dueOrder = sql`case when ${maintenance.status} in ('SCHEDULED', 'IN_PROGRESS') then ${maintenance.scheduled_for} - date '2000-01-01' else 1000000 + (date '2999-12-31' - ${maintenance.scheduled_for}) end`;

/** Maintenance is planned for an asset of the caller's reach that has not been disposed of. */
async function prepareMaintenance(
  ctx: ResourceContext,
  data: MaintenanceData,
  existing: MaintenanceRow | null,
): Promise<MaintenanceData> {
  if (existing) {
    const closed = CLOSED[existing.status];
    if (closed) throw conflict(closed);
    return data;
  }
  const target = await assetInReach(ctx, Number(data.asset));
  if (target.status === "DISPOSED")
    throw conflict(msg("This asset has been disposed of, so it gets no maintenance."));
  return { ...data, church: target.church, status: "SCHEDULED" as const };
}

async function decorateMaintenance(ctx: ResourceContext, rows: MaintenanceRow[]) {
  const labels = await assetNamesOf(
    ctx.data,
    rows.map((r) => r.asset),
  );
  const today = todayIso(ctx.now);
  return rows.map((r) => ({
    ...r,
    asset_name: labels.get(r.asset)?.name ?? "",
    asset_tag: labels.get(r.asset)?.tag ?? "",
    currency: labels.get(r.asset)?.currency ?? "",
    is_overdue: r.status === "SCHEDULED" && r.scheduled_for < today,
  }));
}

const shown = (ctx: ResourceContext, row: MaintenanceRow | undefined) =>
  presentOne(row, (rows) => decorateMaintenance(ctx, rows), present);

/** Work starts: the asset (ACTIVE, or already under other work) goes UNDER_MAINTENANCE. */
async function startMaintenance(ctx: ResourceContext, object: MaintenanceRow) {
  if (object.status !== "SCHEDULED")
    throw conflict(CLOSED[object.status] ?? msg("This maintenance has already started."));
  const target = await assetInReach(ctx, object.asset, true);
  if (target.status !== "ACTIVE" && target.status !== "UNDER_MAINTENANCE")
    throw conflict(
      target.status === "ASSIGNED"
        ? msg("This asset is assigned. Record its return before its maintenance starts.")
        : msg("This asset is {status}, so its maintenance cannot start.", {
            status: statusWord(target.status),
          }),
    );
  const [updated] = await ctx.data
    .update(maintenance)
    .set({ status: "IN_PROGRESS" })
    .where(eq(maintenance.id, object.id))
    .returning();
  await ctx.data.update(assets).set({ status: "UNDER_MAINTENANCE" }).where(eq(assets.id, target.id));
  await ctx.audit({ objectId: object.id, changes: { status: "IN_PROGRESS" } });
  return shown(ctx, updated);
}

/**
 * Closes open maintenance (completed or cancelled). An asset under maintenance is ACTIVE again
 * unless other work on it is still in progress.
 */
async function closeMaintenance(
  ctx: ResourceContext,
  object: MaintenanceRow,
  status: "COMPLETED" | "CANCELLED",
  changes: Partial<MaintenanceRow>,
) {
  const closed = CLOSED[object.status];
  if (closed) throw conflict(closed);
  const target = await assetInReach(ctx, object.asset, true);
  const [updated] = await ctx.data
    .update(maintenance)
    .set({ ...changes, status })
    .where(eq(maintenance.id, object.id))
    .returning();
  const reach = await ctx.scoped();
  const [other] = await reach
    .pick(
      { id: maintenance.id },
      maintenance,
      eq(maintenance.asset, object.asset),
      ne(maintenance.id, object.id),
      eq(maintenance.status, "IN_PROGRESS"),
    )
    .limit(1);
  if (target.status === "UNDER_MAINTENANCE" && !other)
    await ctx.data.update(assets).set({ status: "ACTIVE" }).where(eq(assets.id, target.id));
  await ctx.audit({ objectId: object.id, changes: { ...changes, status } });
  return shown(ctx, updated);
}

/** Maintenance of a church's assets: preventive work, repairs and inspections. */
export const maintenanceResource = defineResource({
  name: "asset-maintenance",
  path: apiPath(assetMaintenanceEndpoints),
  table: maintenance,
  entity: assetMaintenance,
  create: assetMaintenanceCreate,
  update: assetMaintenanceUpdate,
  scope: CHURCH_SCOPE,
  feature: "MAINTENANCE_TRACKING",
  access: { list: READ, retrieve: READ, create: WRITE, update: WRITE },
  search: ["description", "vendor"],
  listFields: { due: dueOrder },
  ordering: ["due", "scheduled_for", "created_at"],
  filters: {
    church: "int",
    asset: "int",
    kind: "text",
    status: customFilter(z.enum(MAINTENANCE_STATUSES, "Choose a status."), (v) => eq(maintenance.status, v)),
    is_open: {
      schema: z.enum(["true", "false"]).transform((v) => v === "true"),
      where: (open) => (open ? inArray(maintenance.status, OPEN) : notInArray(maintenance.status, OPEN)),
    },
    scheduled_for: "daterange",
  },
  decorate: (rows, ctx) => decorateMaintenance(ctx, rows),
  beforeWrite: prepareMaintenance,
  actions: {
    start_maintenance: action.detail({
      method: "POST",
      access: WRITE,
      summary: "Start SCHEDULED work: the asset goes UNDER_MAINTENANCE",
      output: assetMaintenance,
      run: (ctx) => startMaintenance(ctx, ctx.object),
    }),
    complete_maintenance: action.detail({
      method: "POST",
      access: WRITE,
      summary:
        "Complete open work with its date, final cost and notes: the asset is ACTIVE again unless other work on it is in progress",
      input: completeMaintenanceInput,
      output: assetMaintenance,
      run: (ctx) =>
        closeMaintenance(ctx, ctx.object, "COMPLETED", {
          completed_on: ctx.input.completed_on ?? todayIso(ctx.now),
          ...(ctx.input.cost === undefined ? {} : { cost: ctx.input.cost }),
          notes: ctx.input.notes,
        }),
    }),
    cancel_maintenance: action.detail({
      method: "POST",
      access: WRITE,
      summary: "Call off open work: the asset is ACTIVE again unless other work on it is in progress",
      input: cancelMaintenanceInput,
      output: assetMaintenance,
      run: (ctx) => closeMaintenance(ctx, ctx.object, "CANCELLED", { notes: ctx.input.notes }),
    }),
  },
});
