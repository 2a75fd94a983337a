// Who may change, review, submit or cancel a record in its current state: pure rules that the
// API's declarations enforce and the web's buttons follow, so a button is never offered for a step
// the server refuses. The route's permission (finance.write, programs.approve) is checked apart.
import { type Role, reachOf } from "../access/roles";

/** The signed-in person a record rule is asked about. */
export type RecordActor = { id: number; role: Role; is_church_admin: boolean };

/** A church admin of the church they work in: LOCAL_ADMIN or the is_church_admin flag (not an officer). */
export function isChurchBookAdmin(actor: Pick<RecordActor, "role" | "is_church_admin">): boolean {
  return actor.role === "LOCAL_ADMIN" || (actor.is_church_admin && reachOf(actor.role) === "church");
}

/** Who is asking, as the record rules need it: their user id and whether they are a church admin. */
export type RecordViewer = { userId: number | null; isBookAdmin: boolean };

/** The viewer of a signed-in person. */
export const viewerOf = (actor: RecordActor): RecordViewer => ({
  userId: actor.id,
  isBookAdmin: isChurchBookAdmin(actor),
});

/** Whether a finance record someone submitted or recorded may be changed: by its author or a church admin. */
export function isAuthorOrBookAdmin(viewer: RecordViewer, author: unknown): boolean {
  return (viewer.userId !== null && author === viewer.userId) || viewer.isBookAdmin;
}

type ExpenseState = { status: string; submitted_by: number | null };

/** An expense: pending until someone other than its submitter approves or rejects it, then final. */
export const expenseRules = {
  /** Edit or withdraw: a pending expense, by its submitter or a church admin. */
  change: (viewer: RecordViewer, e: ExpenseState) =>
    e.status === "PENDING" && isAuthorOrBookAdmin(viewer, e.submitted_by),
  /** Approve or reject: a pending expense, by anyone but its submitter. */
  review: (viewer: RecordViewer, e: ExpenseState) => e.status === "PENDING" && !isOwn(viewer, e.submitted_by),
};

type BatchState = { status: string; submitted_by: number | null };

/** A giving batch: OPEN while its gifts are entered, SUBMITTED for a second person's check, CONFIRMED and final. */
export const givingBatchRules = {
  /** Enter, change or remove gifts, change or delete the batch, submit it: while it is OPEN. */
  change: (b: { status: string }) => b.status === "OPEN",
  /** Confirm the count: a submitted batch, by anyone but the person who submitted it. */
  confirm: (viewer: RecordViewer, b: BatchState) =>
    b.status === "SUBMITTED" && !isOwn(viewer, b.submitted_by),
  /** Send a submitted count back to be corrected. */
  reopen: (b: { status: string }) => b.status === "SUBMITTED",
};

/** Whether the viewer is the record's author (who may not review their own). */
export const isOwn = (viewer: RecordViewer, author: unknown) =>
  viewer.userId !== null && author === viewer.userId;

type ProgramState = { status: string };

/** A program: DRAFT, then PENDING approval, then APPROVED; CANCELLED is kept as it is. */
export const programRules = {
  edit: (p: ProgramState) => p.status !== "CANCELLED",
  submit: (p: ProgramState) => p.status === "DRAFT",
  /** Approve or send back. */
  review: (p: ProgramState) => p.status === "PENDING",
  cancel: (p: ProgramState) => p.status !== "CANCELLED",
};

/**
 * A member: personal data is erased once, on request; an erased member cannot be erased again, nor
 * edited (that would put personal data back).
 */
export const memberRules = {
  erase: (m: { erased_at: string | Date | null }) => m.erased_at === null,
  edit: (m: { erased_at: string | Date | null }) => m.erased_at === null,
};
