import {
  apiPath,
  msg,
  participant,
  participantCreate,
  participantUpdate,
  programParticipantsEndpoints,
  ref,
} from "@cm/contracts";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { programOccurrences, programParticipants } from "../../db/tables";
import { fieldError, notFound } from "../../platform/errors";
import {
  defineResource,
  type ResourceContext,
  type RowOf,
  readWrite,
  type WriteData,
} from "../../platform/resources/resource";
import {
  CHURCH_SCOPE,
  memberNames,
  programInReach,
  READ,
  requireMembers,
  WRITE,
} from "./program-rules.service";

/** The occurrence a participant is for, in the caller's reach (404 otherwise). */
async function occurrenceInReach(ctx: ResourceContext, id: number) {
  const reach = await ctx.scoped({ resource: "program-occurrences" });
  const [row] = await reach.rows(programOccurrences, eq(programOccurrences.id, id)).limit(1);
  if (!row) throw notFound(msg("This date of the program was not found."));
  return row;
}

/**
 * A participant belongs to the program (and the occurrence, when one is named) of the caller's
 * church: its church is the program's. It is a member (once per program or date) or a named guest.
 */
async function prepareParticipantWrite(
  ctx: ResourceContext,
  data: WriteData<typeof programParticipants>,
  existing: RowOf<typeof programParticipants> | null,
): Promise<WriteData<typeof programParticipants>> {
  const out: WriteData<typeof programParticipants> = { ...data };
  if (!existing) {
    if (typeof data.occurrence === "number") {
      const o = await occurrenceInReach(ctx, data.occurrence);
      if (data.program !== undefined && data.program !== o.program)
        throw fieldError("occurrence", msg("This date belongs to another program."));
      out.program = o.program;
    }
    if (typeof out.program !== "number") throw fieldError("program", msg("Choose the program."));
    out.church = (await programInReach(ctx, out.program)).church;
  }
  const member = existing ? existing.member : data.member;
  if (member !== null && member !== undefined) {
    out.guest_name = "";
    out.guest_phone = "";
  } else if (!String(out.guest_name ?? existing?.guest_name ?? "").trim()) {
    throw fieldError("guest_name", msg("Choose a member, or enter the guest's name."));
  }
  if (!existing && typeof member === "number") {
    await requireMembers(ctx, [member], Number(out.church));
    await refuseTwice(ctx, out, member);
  }
  return out;
}

/** A member takes part once in a date, and once in the program as a whole. */
async function refuseTwice(
  ctx: ResourceContext,
  data: WriteData<typeof programParticipants>,
  member: number,
) {
  const occurrence = data.occurrence ?? null;
  const [twice] = await ctx.data
    .select({ id: programParticipants.id })
    .from(programParticipants)
    .where(
      and(
        eq(programParticipants.program, Number(data.program)),
        eq(programParticipants.member, member),
        occurrence === null
          ? isNull(programParticipants.occurrence)
          : eq(programParticipants.occurrence, occurrence),
      ),
    )
    .limit(1);
  if (twice)
    throw fieldError(
      "member",
      occurrence === null
        ? msg("This member already takes part in this program.")
        : msg("This member already takes part in this date."),
    );
}

/** The names of a page of participants: the member's, or the guest's. */
async function decorateParticipants(ctx: ResourceContext, rows: RowOf<typeof programParticipants>[]) {
  const names = await memberNames(
    ctx.data,
    rows.map((r) => r.member),
  );
  return rows.map((r) => ({
    ...r,
    name: r.member === null ? String(r.guest_name) : (names.get(Number(r.member)) ?? ""),
  }));
}

/** Who takes part in a program or one of its dates: speakers, hosts, volunteers, attendees. */
export const participantsResource = defineResource({
  name: "program-participants",
  path: apiPath(programParticipantsEndpoints),
  table: programParticipants,
  entity: participant,
  create: participantCreate.extend({ church: ref.optional() }),
  update: participantUpdate,
  scope: CHURCH_SCOPE,
  feature: "PROGRAM_MANAGEMENT",
  access: readWrite(READ, WRITE),
  search: ["guest_name"],
  ordering: ["created_at", "role"],
  filters: {
    church: "int",
    program: "int",
    occurrence: "int",
    member: "int",
    role: "text",
    // The participants of the program as a whole (not of one date).
    whole_program: {
      schema: z.enum(["true", "false"]).describe("true: only those of the program as a whole"),
      where: (value) => (value === "true" ? isNull(programParticipants.occurrence) : undefined),
    },
  },
  // The program, the date and the member are checked by the rules (another church's: 404).
  references: { church: "churches" },
  decorate: (rows, ctx) => decorateParticipants(ctx, rows),
  beforeWrite: prepareParticipantWrite,
});
