import {
  type generateOccurrencesInput,
  msg,
  OCCURRENCE_REASONS,
  type ProgramStatus,
  program,
  programRules,
  type schedulePreviewInput,
} from "@cm/contracts";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { programAttachments, programOccurrences, programs } from "../../db/tables";
import { AppError, fieldError, ValidationError } from "../../platform/errors";
import { presenter, presentOne, theRow } from "../../platform/resources/presenter";
import type { ResourceContext, RowOf, WriteData } from "../../platform/resources/resource";
import { userNames } from "../../platform/user-names";
import {
  cancelFutureOccurrences,
  generateOccurrences,
  initialWindow,
  regenerateOccurrences,
  windowOf,
} from "./occurrences.service";
import {
  categoriesById,
  churchOf,
  churchZone,
  isProgramAdmin,
  memberNames,
  requireCategory,
  requireMembers,
} from "./program-rules.service";
import { checkSchedule, firstSlots, localParts, type Schedule, scheduleText } from "./recurrence.service";

type ProgramRow = RowOf<typeof programs>;
type ProgramData = WriteData<typeof programs>;
const present = presenter(program);

/** The fields whose change moves the program's dates. */
const SCHEDULE_FIELDS = ["start_date", "start_time", "duration_minutes", "recurrence", "time_zone"] as const;

const conflict = (message: string) => new AppError(409, "invalid_status", message);

/**
 * A program as it will be kept: in its church's zone, a schedule that gives dates, an active
 * category of its church, the coordinator a member of its church (a declared reference). A new
 * one is a DRAFT when asked, APPROVED when a church admin makes it, else PENDING approval.
 */
export async function prepareProgramWrite(
  ctx: ResourceContext,
  data: ProgramData,
  existing: ProgramRow | null,
): Promise<ProgramData> {
  if (existing && !programRules.edit(existing))
    throw conflict(msg("This program has been cancelled. Cancelled programs are kept as they are."));
  const church = churchOf(data, existing);
  if (data.category !== undefined)
    await requireCategory(ctx, Number(data.category), church, data.category === existing?.category);
  if (typeof data.coordinator === "number") await requireMembers(ctx, [data.coordinator], church);
  const time_zone = await churchZone(ctx, church);
  const merged = scheduleOf(data, existing, time_zone);
  checkSchedule(merged);
  const { draft, ...fields } = data;
  const out: ProgramData = { ...fields, time_zone, ...scheduleText(merged) };
  if (existing) return out;
  const status: ProgramStatus = draft ? "DRAFT" : isProgramAdmin(ctx.principal) ? "APPROVED" : "PENDING";
  return {
    ...out,
    status,
    submitted_by: ctx.principal?.id ?? null,
    ...(status === "APPROVED" ? { reviewed_by: ctx.principal?.id ?? null, reviewed_at: ctx.now } : {}),
  };
}

/** The schedule a write leaves: the data's fields over the program's, in its church's zone. */
function scheduleOf(data: ProgramData, existing: ProgramRow | null, time_zone: string): Schedule {
  const start_date = data.start_date ?? existing?.start_date;
  const start_time = data.start_time ?? existing?.start_time;
  const recurrence = data.recurrence ?? existing?.recurrence;
  // The create contract requires them; an update keeps the program's own.
  if (start_date === undefined) throw fieldError("start_date", msg("This field is required."));
  if (start_time === undefined) throw fieldError("start_time", msg("This field is required."));
  if (recurrence === undefined) throw fieldError("recurrence", msg("This field is required."));
  const duration_minutes = data.duration_minutes ?? existing?.duration_minutes ?? 120;
  return { start_date, start_time, duration_minutes, recurrence, time_zone };
}

const scheduleChanged = (row: ProgramRow, existing: ProgramRow) =>
  SCHEDULE_FIELDS.some((f) => JSON.stringify(row[f]) !== JSON.stringify(existing[f]));

/** An approved program's dates follow it: made when it is approved, remade when its schedule changes. */
export async function afterProgramWrite(
  ctx: ResourceContext,
  p: ProgramRow,
  existing: ProgramRow | null,
): Promise<void> {
  if (p.status !== "APPROVED") return;
  if (!existing) await generateOccurrences(ctx.data, p, initialWindow(p, ctx.now));
  else if (scheduleChanged(p, existing)) await regenerateOccurrences(ctx.data, p, ctx.now);
}

/** A program whose dates have recorded outcomes stays (cancel it instead); its files go with it. */
export async function refuseProgramDelete(ctx: ResourceContext, existing: ProgramRow): Promise<void> {
  const id = existing.id;
  const [recorded] = await ctx.data
    .select({ id: programOccurrences.id })
    .from(programOccurrences)
    .where(
      and(
        eq(programOccurrences.program, id),
        inArray(programOccurrences.status, ["ACCOMPLISHED", "NOT_ACCOMPLISHED"]),
      ),
    )
    .limit(1);
  if (recorded)
    throw new ValidationError({
      non_field_errors: [
        msg(
          "Outcomes have been recorded for this program, so it cannot be deleted. Cancel it instead: its history stays.",
        ),
      ],
    });
  const files = await ctx.data
    .select({ file: programAttachments.file })
    .from(programAttachments)
    .where(eq(programAttachments.program, id));
  const store = ctx.request.server.files;
  if (files.length > 0)
    ctx.afterCommit(async () => {
      for (const f of files) await store.remove(f.file);
    });
}

/** Category, people and the next date for a page of programs (one query each for the page). */
export async function decoratePrograms(ctx: ResourceContext, rows: ProgramRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const categories = await categoriesById(
    ctx.data,
    rows.map((r) => r.category),
  );
  const people = await userNames(
    ctx.data,
    rows.flatMap((r) => [r.submitted_by, r.reviewed_by]),
  );
  const coordinators = await memberNames(
    ctx.data,
    rows.map((r) => r.coordinator),
  );
  const next = await ctx.data
    .select({ program: programOccurrences.program, at: sql<Date>`min(${programOccurrences.starts_at})` })
    .from(programOccurrences)
    .where(
      and(
        inArray(programOccurrences.program, ids),
        eq(programOccurrences.status, "SCHEDULED"),
        gt(programOccurrences.starts_at, ctx.now),
      ),
    )
    .groupBy(programOccurrences.program);
  const nextBy = new Map(next.map((n) => [n.program, n.at]));
  return rows.map((r) => {
    const category = categories.get(Number(r.category));
    const at = nextBy.get(Number(r.id));
    return {
      ...r,
      category_name: category?.name ?? "",
      category_color: category?.color ?? "#495057",
      coordinator_name: coordinators.get(Number(r.coordinator)) ?? "",
      submitted_by_name: people.get(Number(r.submitted_by)) ?? "",
      reviewed_by_name: people.get(Number(r.reviewed_by)) ?? "",
      recurrence_text: scheduleText(r).recurrence_text,
      next_occurrence: at ? new Date(at) : null,
    };
  });
}

const presentProgram = (ctx: ResourceContext, row: ProgramRow) =>
  presentOne(row, (rows) => decoratePrograms(ctx, rows), present);

async function setStatus(ctx: ResourceContext, p: ProgramRow, changes: Partial<ProgramRow>) {
  const updated = theRow(
    await ctx.data.update(programs).set(changes).where(eq(programs.id, p.id)).returning(),
  );
  await ctx.audit({ objectId: p.id, changes: { ...changes, previous_status: p.status } });
  return updated;
}

/** A DRAFT goes for approval (or straight onto the calendar when a church admin submits it). */
export async function submitProgram(ctx: ResourceContext, p: ProgramRow) {
  if (!programRules.submit(p)) throw conflict(msg("Only a draft can be submitted."));
  const admin = isProgramAdmin(ctx.principal);
  const updated = await setStatus(ctx, p, {
    status: admin ? "APPROVED" : "PENDING",
    submitted_by: ctx.principal?.id ?? null,
    review_note: "",
    ...(admin ? { reviewed_by: ctx.principal?.id ?? null, reviewed_at: ctx.now } : {}),
  });
  if (admin) await generateOccurrences(ctx.data, updated, initialWindow(updated, ctx.now));
  return presentProgram(ctx, updated);
}

/** A church admin approves a PENDING program: it goes on the calendar with its dates. */
export async function approveProgram(ctx: ResourceContext, p: ProgramRow) {
  if (!programRules.review(p)) throw conflict(msg("Only a program waiting for approval can be approved."));
  const updated = await setStatus(ctx, p, {
    status: "APPROVED",
    reviewed_by: ctx.principal?.id ?? null,
    reviewed_at: ctx.now,
    review_note: "",
  });
  await generateOccurrences(ctx.data, updated, initialWindow(updated, ctx.now));
  return presentProgram(ctx, updated);
}

/** A church admin sends a PENDING program back to its author as a DRAFT, saying why. */
export async function rejectProgram(ctx: ResourceContext, p: ProgramRow, note: string) {
  if (!programRules.review(p)) throw conflict(msg("Only a program waiting for approval can be sent back."));
  const updated = await setStatus(ctx, p, {
    status: "DRAFT",
    reviewed_by: ctx.principal?.id ?? null,
    reviewed_at: ctx.now,
    review_note: note,
  });
  return presentProgram(ctx, updated);
}

/** Cancels a program: its dates still to come are called off; its history stays. */
export async function cancelProgram(ctx: ResourceContext, p: ProgramRow, note: string) {
  if (!programRules.cancel(p)) throw conflict(msg("This program has already been cancelled."));
  const updated = await setStatus(ctx, p, { status: "CANCELLED", review_note: note });
  await cancelFutureOccurrences(ctx.data, p.id, ctx.now, note || OCCURRENCE_REASONS.programCancelled);
  return presentProgram(ctx, updated);
}

/** Makes an approved program's dates for a window (default: the next 12 months). */
export async function generateFor(
  ctx: ResourceContext,
  p: ProgramRow,
  input: z.output<typeof generateOccurrencesInput>,
) {
  if (p.status !== "APPROVED")
    throw new AppError(
      400,
      "not_approved",
      msg("Only an approved program has dates on the calendar. Approve it first."),
    );
  const window = windowOf(p, ctx.now, input.from, input.to);
  const made = await generateOccurrences(ctx.data, p, window);
  await ctx.audit({ objectId: p.id, changes: { ...input, ...made } });
  return { ...made, removed: 0 };
}

/** The next five dates a schedule would give, before it is saved. */
export async function previewSchedule(ctx: ResourceContext, input: z.output<typeof schedulePreviewInput>) {
  const church = input.church ?? ctx.principal?.church ?? null;
  if (church === null)
    throw new ValidationError({ church: [msg("Choose the church whose time zone the dates are in.")] });
  const time_zone = await churchZone(ctx, church);
  const s: Schedule = {
    start_date: input.start_date,
    start_time: input.start_time,
    duration_minutes: 60,
    recurrence: input.recurrence,
    time_zone,
  };
  checkSchedule(s);
  const slots = firstSlots(s, 5);
  return {
    time_zone,
    ...scheduleText(s),
    dates: slots.map((x) => x.starts_at.toISOString()),
    local: slots.map((x) => {
      const local = localParts(x.starts_at, time_zone);
      return `${local.date} ${local.time}`;
    }),
  };
}
