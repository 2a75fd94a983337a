import {
  expense,
  expenseRules,
  msg,
  RECEIPT_MAX_BYTES,
  RECEIPT_TYPES,
  todayIso,
  viewerOf,
} from "@cm/contracts";
import { eq } from "drizzle-orm";
import { expenses } from "../../db/tables";
import { AppError, forbidden } from "../../platform/errors";
import { saveUpload, uploadType } from "../../platform/files";
import { type ImageRules, storeImage } from "../../platform/images";
import { presenter, presentOne } from "../../platform/resources/presenter";
import {
  FileAnswer,
  type ResourceContext,
  type RowOf,
  type UploadPrepareContext,
  type UploadRunContext,
  type WriteData,
} from "../../platform/resources/resource";
import { userNames } from "../../platform/user-names";
import {
  churchOf,
  decorateRecords,
  finalRecord,
  refuseClosedYear,
  requireAuthorOrAdmin,
  requireCategory,
  settleCurrency,
} from "./finance-books.service";

type ExpenseRow = RowOf<typeof expenses>;
type ExpenseData = WriteData<typeof expenses>;
/** Only the entity's fields leave the server (never the receipt's stored name). */
const present = presenter(expense);

/** A receipt photo is kept within 2,400 pixels a side: a printed A4 page stays readable. */
const RECEIPT_IMAGE: ImageRules = { field: "file", maxBytes: RECEIPT_MAX_BYTES, width: 2400, height: 2400 };

const FINAL: Record<string, string> = {
  APPROVED: msg("This expense has been approved. Approved and rejected expenses are final."),
  REJECTED: msg("This expense has been rejected. Approved and rejected expenses are final."),
};

/** Only a PENDING expense changes, and only by its submitter or a church admin. */
export function requireChangeable(ctx: ResourceContext, row: ExpenseRow): void {
  const final = FINAL[row.status];
  if (final) throw finalRecord(final);
  requireAuthorOrAdmin(ctx.principal, row.submitted_by, "expense");
}

/**
 * A new expense is submitted PENDING by the signed-in user, in the church's currency, under an
 * active expense category the church may use, and never in a closed financial year.
 */
export async function prepareExpenseWrite(
  ctx: ResourceContext,
  data: ExpenseData,
  existing: ExpenseRow | null,
): Promise<ExpenseData> {
  if (existing) requireChangeable(ctx, existing);
  const church = churchOf(data, existing);
  const out = await settleCurrency(ctx, data, existing);
  if (!existing) out.spent_on ??= todayIso(ctx.now);
  if (data.category !== undefined) {
    await requireCategory(
      ctx,
      Number(data.category),
      "EXPENSE",
      church,
      data.category === existing?.category,
    );
  }
  await refuseClosedYear(ctx, church, "spent_on", [out.spent_on ?? existing?.spent_on, existing?.spent_on]);
  return existing ? out : { ...out, submitted_by: ctx.principal?.id ?? null, status: "PENDING" };
}

/** A pending expense may be withdrawn; its receipt goes with it once the delete has committed. */
export async function refuseExpenseDelete(ctx: ResourceContext, existing: ExpenseRow): Promise<void> {
  requireChangeable(ctx, existing);
  await refuseClosedYear(ctx, existing.church, "spent_on", [existing.spent_on]);
  const receipt = existing.receipt;
  if (receipt) ctx.afterCommit(() => ctx.request.server.files.remove(receipt));
}

/** Category names, financial years, people's names and the receipt flag for a page of expenses. */
export async function decorateExpenses(ctx: ResourceContext, rows: ExpenseRow[]) {
  const decorated = await decorateRecords(ctx, rows, (r) => r.spent_on);
  const names = await userNames(
    ctx.data,
    rows.flatMap((r) => [r.submitted_by, r.reviewed_by]),
  );
  return decorated.map((r) => ({
    ...r,
    has_receipt: Boolean(r.receipt),
    submitted_by_name: names.get(Number(r.submitted_by)) ?? "",
    reviewed_by_name: names.get(Number(r.reviewed_by)) ?? "",
  }));
}

/**
 * Approves or rejects a PENDING expense (the object is locked by the mechanism, so of two
 * concurrent reviews the second finds it reviewed). Its submitter may not review it.
 */
export async function reviewExpense(
  ctx: ResourceContext,
  object: ExpenseRow,
  decision: "APPROVED" | "REJECTED",
  reason = "",
) {
  if (object.status === "APPROVED") throw finalRecord(msg("This expense has already been approved."));
  if (object.status === "REJECTED") throw finalRecord(msg("This expense has already been rejected."));
  if (ctx.principal && !expenseRules.review(viewerOf(ctx.principal), object)) {
    throw forbidden(
      msg(
        "You submitted this expense, so someone else must {decision, select, APPROVED {approve} other {reject}} it.",
        { decision },
      ),
    );
  }
  await refuseClosedYear(ctx, object.church, "spent_on", [object.spent_on]);
  const changes = {
    status: decision,
    reviewed_by: ctx.principal?.id ?? null,
    reviewed_at: ctx.now,
    rejection_reason: reason,
  };
  const [updated] = await ctx.data
    .update(expenses)
    .set(changes)
    .where(eq(expenses.id, object.id))
    .returning();
  await ctx.audit({ objectId: object.id, changes });
  return presentOne(updated, (rows) => decorateExpenses(ctx, rows), present);
}

/** A stored receipt: its file and the type it is served as. */
export type StoredReceipt = { name: string; type: "application/pdf" | "image/webp" };

/**
 * Stores a receipt for a PENDING expense, outside any transaction: a PDF as sent, a picture
 * checked and re-encoded like profile pictures.
 */
export async function storeReceipt(
  ctx: UploadPrepareContext<unknown, ExpenseRow>,
  bytes: Buffer,
): Promise<StoredReceipt> {
  requireChangeable(ctx, ctx.object);
  const files = ctx.request.server.files;
  const type = await uploadType(bytes, RECEIPT_TYPES, RECEIPT_MAX_BYTES);
  const name =
    type.mime === "application/pdf"
      ? await saveUpload(files, bytes, ["application/pdf"], RECEIPT_MAX_BYTES, { private: true })
      : await storeImage(files, bytes, RECEIPT_IMAGE, { private: true });
  ctx.stored(name);
  return { name, type: type.mime === "application/pdf" ? "application/pdf" : "image/webp" };
}

/** Points the expense (locked, checked again) at its stored receipt; the one it replaces goes after the commit. */
export async function attachReceipt(
  ctx: ResourceContext & UploadRunContext<StoredReceipt>,
  current: ExpenseRow,
) {
  requireChangeable(ctx, current);
  const { name, type } = ctx.prepared;
  const [written] = await ctx.data
    .update(expenses)
    .set({ receipt: name, receipt_type: type })
    .where(eq(expenses.id, current.id))
    .returning();
  ctx.replaced(current.receipt);
  await ctx.audit({ objectId: current.id, changes: { receipt_type: type } });
  return presentOne(written, (rows) => decorateExpenses(ctx, rows), present);
}

/** The receipt of an expense the caller may read, as a file answer (never through /api/files). */
export async function receiptOf(ctx: ResourceContext, object: ExpenseRow): Promise<FileAnswer> {
  const file = object.receipt ? await ctx.request.server.files.read(object.receipt) : null;
  if (!file) throw new AppError(404, "not_found", msg("This expense has no receipt."));
  const ext = file.mime === "application/pdf" ? "pdf" : (file.mime.split("/")[1] ?? "bin");
  return new FileAnswer(file.stream, file.mime, `receipt-${object.id}.${ext}`, "inline");
}
