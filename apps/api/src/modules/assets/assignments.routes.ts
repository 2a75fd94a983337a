import {
  type AssetCondition,
  apiPath,
  assetAssignment,
  assetAssignmentCreate,
  assetAssignmentsEndpoints,
  assetAssignmentUpdate,
  assetReturnInput,
  msg,
  todayIso,
} from "@cm/contracts";
import { eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { assetAssignments, assets } from "../../db/tables";
import { fieldError } from "../../platform/errors";
import { memberNamesOf } from "../../platform/member-roll";
import { presenter, presentOne } from "../../platform/resources/presenter";
import {
  actionsOf,
  defineResource,
  type ResourceContext,
  type RowOf,
  type WriteData,
} from "../../platform/resources/resource";
import { statusWord } from "../../platform/status-words";
import {
  assetInReach,
  assetNamesOf,
  CHURCH_SCOPE,
  conflict,
  READ,
  requireMember,
  WRITE,
} from "./asset-rules.service";

type AssignmentRow = RowOf<typeof assetAssignments>;
type AssignmentData = WriteData<typeof assetAssignments>;
const action = actionsOf(assetAssignments);
const present = presenter(assetAssignment);

/**
 * Only an ACTIVE asset is assigned, to a member of its church or a named department; the asset is
 * locked while this runs and becomes ASSIGNED, so two concurrent assignments make one.
 */
async function prepareAssignment(
  ctx: ResourceContext,
  data: AssignmentData,
  existing: AssignmentRow | null,
): Promise<AssignmentData> {
  if (existing) {
    if (existing.returned_on) throw conflict(msg("This assignment is closed: the asset has been returned."));
    const due = data.due_back;
    if (due && due < existing.assigned_on)
      throw fieldError("due_back", msg("The due date cannot be before the day the asset was assigned."));
    return data;
  }
  const target = await assetInReach(ctx, Number(data.asset), true);
  if (target.status !== "ACTIVE")
    throw conflict(
      target.status === "ASSIGNED"
        ? msg("This asset is already assigned. Record its return before assigning it again.")
        : msg("Only an active asset can be assigned; this one is {status}.", {
            status: statusWord(target.status),
          }),
    );
  const member = data.member ?? null;
  if (member !== null) await requireMember(ctx, member, target.church);
  if (member === null && !String(data.assigned_to ?? "").trim())
    throw fieldError(
      "member",
      msg("Choose the member, or name the department or ministry, the asset goes to."),
    );
  const assignedOn = data.assigned_on ?? todayIso(ctx.now);
  const dueBack = data.due_back;
  if (dueBack && dueBack < assignedOn)
    throw fieldError("due_back", msg("The due date cannot be before the day the asset is assigned."));
  return { ...data, church: target.church, assigned_on: assignedOn, assigned_by: ctx.principal?.id ?? null };
}

/** The asset of a new assignment is ASSIGNED in the same transaction. */
async function markAssigned(
  ctx: ResourceContext,
  row: AssignmentRow,
  existing: AssignmentRow | null,
): Promise<void> {
  if (existing) return;
  await ctx.data.update(assets).set({ status: "ASSIGNED" }).where(eq(assets.id, row.asset));
}

/** Asset labels, the assignee's name and whether each assignment is overdue. */
async function decorateAssignments(ctx: ResourceContext, rows: AssignmentRow[]) {
  const labels = await assetNamesOf(
    ctx.data,
    rows.map((r) => r.asset),
  );
  const names = await memberNamesOf(
    ctx.data,
    rows.map((r) => r.member).filter((m): m is number => typeof m === "number"),
  );
  const today = todayIso(ctx.now);
  return rows.map((r) => {
    const label = labels.get(r.asset);
    const open = !r.returned_on;
    return {
      ...r,
      asset_name: label?.name ?? "",
      asset_tag: label?.tag ?? "",
      assignee_name:
        (typeof r.member === "number" ? names.get(r.member) : undefined) ?? String(r.assigned_to ?? ""),
      is_open: open,
      is_overdue: open && typeof r.due_back === "string" && r.due_back < today,
    };
  });
}

/** Closes an open assignment: the asset comes back ACTIVE in the condition it was returned in. */
async function returnAsset(
  ctx: ResourceContext,
  object: AssignmentRow,
  input: { condition: AssetCondition; notes: string; returned_on?: string },
) {
  if (object.returned_on) throw conflict(msg("This asset has already been returned."));
  const returnedOn = input.returned_on ?? todayIso(ctx.now);
  if (returnedOn < object.assigned_on)
    throw fieldError("returned_on", msg("The return date cannot be before the day the asset was assigned."));
  const [updated] = await ctx.data
    .update(assetAssignments)
    .set({ returned_on: returnedOn, return_condition: input.condition, return_notes: input.notes })
    .where(eq(assetAssignments.id, object.id))
    .returning();
  const reach = await ctx.scoped({ resource: "assets" });
  await ctx.data
    .update(assets)
    .set({ status: "ACTIVE", condition: input.condition })
    .where(reach.where(eq(assets.id, object.asset), eq(assets.status, "ASSIGNED")));
  await ctx.audit({
    objectId: object.id,
    changes: { returned_on: returnedOn, condition: input.condition },
  });
  return presentOne(updated, (rows) => decorateAssignments(ctx, rows), present);
}

/** Assets lent to members, departments or ministries, and their returns. */
export const assignmentsResource = defineResource({
  name: "asset-assignments",
  path: apiPath(assetAssignmentsEndpoints),
  table: assetAssignments,
  entity: assetAssignment,
  create: assetAssignmentCreate,
  update: assetAssignmentUpdate,
  scope: CHURCH_SCOPE,
  feature: "ASSET_MANAGEMENT",
  access: { list: READ, retrieve: READ, create: WRITE, update: WRITE },
  search: ["assigned_to", "notes"],
  ordering: ["assigned_on", "due_back", "created_at"],
  defaultOrdering: "-assigned_on",
  filters: {
    church: "int",
    asset: "int",
    member: "int",
    is_open: {
      schema: z.enum(["true", "false"]).transform((v) => v === "true"),
      where: (open) =>
        open ? isNull(assetAssignments.returned_on) : sql`${assetAssignments.returned_on} is not null`,
    },
  },
  decorate: (rows, ctx) => decorateAssignments(ctx, rows),
  beforeWrite: prepareAssignment,
  afterWrite: markAssigned,
  actions: {
    return_asset: action.detail({
      method: "POST",
      access: WRITE,
      summary: "Record the return of an assigned asset: the assignment closes and the asset is ACTIVE again",
      input: assetReturnInput,
      output: assetAssignment,
      run: (ctx) => returnAsset(ctx, ctx.object, ctx.input),
    }),
  },
});
