import {
  apiPath,
  memberChange,
  memberChangeCreate,
  membershipEndpoints,
  msg,
  ownMembership,
} from "@cm/contracts";
import { eq } from "drizzle-orm";
import { memberChangeRequests } from "../../db/tables";
import { ValidationError } from "../../platform/errors";
import { fileUrl } from "../../platform/files";
import { type ImageRules, storeImage } from "../../platform/images";
import { actionsOf, defineResource, type ResourceContext } from "../../platform/resources/resource";
import {
  appliesAtOnce,
  applyToMember,
  checkPhoneFree,
  decorateChanges,
  NOT_LINKED,
  ownMember,
  ownRecord,
} from "./own-record.service";

const action = actionsOf(memberChangeRequests);
const CHANGE_SCOPE = { kind: "church", field: "church" } as const;

/** A member's photo: at most 5 MB uploaded, kept within 800 x 800 pixels. */
const MEMBER_PHOTO: ImageRules = { field: "file", maxBytes: 5 * 1_048_576, width: 800, height: 800 };

/** The signed-in user's linked member, or a 400 that says their church office can link them. */
async function linkedMember(ctx: ResourceContext) {
  const member = await ownMember(ctx);
  if (!member) throw new ValidationError({ non_field_errors: [NOT_LINKED] });
  return member;
}

/** Applies a change at once when the member's church takes its members' changes without confirmation. */
async function applyIfChurchSays(ctx: ResourceContext, row: typeof memberChangeRequests.$inferSelect) {
  if (row.status !== "APPLIED") return;
  await applyToMember(ctx, row);
}

/**
 * A member's own side (/profile/membership): their record, and the changes to their phone,
 * address and photo they ask for. Each sees only their own requests.
 */
export const membershipResource = defineResource({
  name: "membership",
  path: apiPath(membershipEndpoints),
  table: memberChangeRequests,
  entity: memberChange,
  create: memberChangeCreate,
  scope: CHANGE_SCOPE,
  access: { list: "authenticated", retrieve: "authenticated", create: "authenticated" },
  // Another member's requests are not the caller's, whatever their role.
  visibleRows: (principal) => eq(memberChangeRequests.user, principal?.id ?? 0),
  ordering: ["created_at"],
  defaultOrdering: "-created_at",
  filters: { status: "text" },
  decorate: (rows, ctx) => decorateChanges(ctx.data, rows),
  beforeWrite: async (ctx, data) => {
    const member = await linkedMember(ctx);
    if (data.phone === undefined && data.address === undefined) {
      throw new ValidationError({ non_field_errors: [msg("Enter a new phone number or address.")] });
    }
    await checkPhoneFree(ctx, member, data.phone);
    const atOnce = await appliesAtOnce(ctx.data, member.church);
    return {
      ...data,
      church: member.church,
      member: member.id,
      user: ctx.principal?.id ?? null,
      phone: data.phone ?? null,
      address: data.address ?? null,
      status: atOnce ? ("APPLIED" as const) : ("PENDING" as const),
      decided_at: atOnce ? ctx.now : null,
    };
  },
  afterWrite: (ctx, row) => applyIfChurchSays(ctx, row),
  actions: {
    record: action.collection({
      method: "GET",
      access: "authenticated",
      summary:
        "The signed-in user's own member record: details, household, attendance and Sunday-school classes (member null when no record is linked)",
      output: ownMembership,
      run: (ctx) => ownRecord(ctx),
    }),
    photo: action.collectionUpload({
      access: "authenticated",
      summary:
        "Ask for a new photo on one's own member record (multipart: file = JPEG, PNG or WebP by content, up to 5 MB)",
      output: memberChange,
      upload: {
        maxBytes: MEMBER_PHOTO.maxBytes,
        tooLarge: "The photo is larger than 5 MB.",
        missing: "Choose the photo (JPEG, PNG or WebP).",
      },
      prepare: async (ctx) => {
        await linkedMember(ctx);
        const name = await storeImage(ctx.request.server.files, ctx.upload.bytes, MEMBER_PHOTO);
        ctx.stored(name);
        return fileUrl(name) ?? "";
      },
      run: async (ctx) => {
        const member = await linkedMember(ctx);
        const atOnce = await appliesAtOnce(ctx.data, member.church);
        const [row] = await ctx.data
          .insert(memberChangeRequests)
          .values({
            church: member.church,
            member: member.id,
            user: ctx.principal?.id ?? null,
            photo: ctx.prepared,
            status: atOnce ? "APPLIED" : "PENDING",
            decided_at: atOnce ? ctx.now : null,
          })
          .returning();
        if (!row) throw new Error("change request not written");
        await applyIfChurchSays(ctx, row);
        await ctx.audit({ objectId: row.id, changes: { photo: row.photo, status: row.status } });
        const [shown] = await decorateChanges(ctx.data, [row]);
        return shown;
      },
    }),
  },
});
