import {
  anonymousTestifier,
  hasPermission,
  mayVerifyTestimonies,
  msg,
  publicTestimony,
  testimony,
} from "@cm/contracts";
import { eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { churches, members, testimonies, testimonyDocuments, testimonyTypes, users } from "../../db/tables";
import type { Principal } from "../../platform/auth/principal";
import { AppError, fieldError, notFound } from "../../platform/errors";
import { fileUrl } from "../../platform/files";
import { presenter, presentOne } from "../../platform/resources/presenter";
import type { ResourceContext, RowOf, WriteData } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { churchRowSlug, slugTaken } from "../../platform/slugs";

type Conn = Data;
type TestimonyRow = RowOf<typeof testimonies>;
type TestimonyData = WriteData<typeof testimonies>;
const present = presenter(testimony);

/** Verifying and publishing: super admins and the church's own admins. */
export const VERIFY = { permission: "testimonies.verify" } as const;
/** Reading every testimony in reach (pending ones too) and the statistics: officers. */
export const REVIEW = { permission: "testimonies.review" } as const;

/** What the public site shows: verified, public and consented testimonies only. */
export const published = (): SQL =>
  sql`${testimonies.status} = 'VERIFIED' and ${testimonies.is_public} and ${testimonies.consent_to_publish}`;

/**
 * Besides officers (who read every testimony in their reach), a user reads the verified
 * testimonies of their church and their own.
 */
export function visibleTestimonies(p: Principal | null): SQL | undefined {
  if (p && hasPermission(p, "testimonies.review")) return undefined;
  return or(eq(testimonies.status, "VERIFIED"), p ? eq(testimonies.testifier_user, p.id) : undefined);
}

/** Whether the caller may see a testimony's medical documents: its testifier and those who verify. */
export const mayHandleDocuments = (p: Principal, row: { testifier_user: number | null }) =>
  mayVerifyTestimonies(p) || row.testifier_user === p.id;

/** A testimony's slug: its title's words and a random suffix, free in the installation. */
const testimonySlug = (db: Conn, title: string, except?: number) =>
  churchRowSlug(title, "testimony", (slug) => slugTaken(db, testimonies, slug, except));

const requireConsent = () =>
  fieldError(
    "consent_to_publish",
    msg("The testifier has not agreed to publish this testimony, so it cannot be made public."),
  );

async function activeType(db: Conn, type: number) {
  const [row] = await db
    .select({ is_active: testimonyTypes.is_active })
    .from(testimonyTypes)
    .where(eq(testimonyTypes.id, type));
  if (!row?.is_active) throw fieldError("type", msg("Choose one of the testimony types offered."));
}

async function nameOfUser(db: Conn, id: number): Promise<string> {
  const [u] = await db
    .select({ first: users.first_name, last: users.last_name, username: users.username })
    .from(users)
    .where(eq(users.id, id));
  return u ? `${u.first} ${u.last}`.trim() || u.username : "";
}

/**
 * A new testimony starts PENDING with a slug from its title. A church admin may enter it for a
 * member or a name they type; anyone else shares their own.
 */
export async function prepareTestimonyWrite(
  ctx: ResourceContext,
  data: TestimonyData,
  existing: TestimonyRow | null,
): Promise<TestimonyData> {
  const p = ctx.principal;
  if (!p) throw new AppError(401, "not_authenticated", msg("Please sign in to continue."));
  if (data.type !== undefined && data.type !== existing?.type) await activeType(ctx.data, data.type);
  // Asking to publish needs consent; consent withdrawn takes a testimony off the public site.
  if (data.is_public === true && !(data.consent_to_publish ?? existing?.consent_to_publish))
    throw requireConsent();
  if (existing) {
    const out: TestimonyData = { ...data };
    if (data.consent_to_publish === false) out.is_public = false;
    if (typeof data.title === "string" && data.title !== existing.title)
      out.slug = await testimonySlug(ctx.data, data.title, existing.id);
    return out;
  }
  const { testifier_member, testifier_name, ...rest } = data;
  const out: TestimonyData = {
    ...rest,
    slug: await testimonySlug(ctx.data, String(data.title)),
    status: "PENDING",
    shared_by: p.id,
  };
  if (mayVerifyTestimonies(p) && (testifier_member || testifier_name)) {
    out.testifier_member = testifier_member ?? null;
    out.testifier_name = testifier_member
      ? await nameOfMember(ctx.data, testifier_member)
      : String(testifier_name);
    return out;
  }
  // Shared by the signed-in user: it is theirs, under their name.
  out.testifier_user = p.id;
  out.testifier_name = await nameOfUser(ctx.data, p.id);
  return out;
}

async function nameOfMember(db: Conn, id: number): Promise<string> {
  const [m] = await db
    .select({ first: members.first_name, last: members.last_name })
    .from(members)
    .where(eq(members.id, id));
  return m ? `${m.first} ${m.last}`.trim() : "";
}

/** Types, churches and (for those allowed) medical documents of a page of testimonies. */
export async function decorateTestimonies(ctx: ResourceContext, rows: TestimonyRow[]) {
  const names = await labels(ctx.data, rows);
  const p = ctx.principal;
  const allowed = rows.filter((r) => p && mayHandleDocuments(p, r)).map((r) => r.id);
  const documents = allowed.length
    ? await ctx.data
        .select()
        .from(testimonyDocuments)
        .where(inArray(testimonyDocuments.testimony, allowed))
        .orderBy(testimonyDocuments.id)
    : [];
  return rows.map((r) => ({
    ...r,
    ...names(r),
    photo_url: fileUrl(r.photo),
    medical_documents: documents.filter((d) => d.testimony === r.id),
  }));
}

/** The names a page of testimonies shows: its types' and its churches'. */
async function labels(db: Conn, rows: TestimonyRow[]) {
  const typeIds = [...new Set(rows.map((r) => r.type))];
  const churchIds = [...new Set(rows.map((r) => r.church))];
  const [types, churchRows] = await Promise.all([
    typeIds.length
      ? db
          .select({ id: testimonyTypes.id, name: testimonyTypes.name })
          .from(testimonyTypes)
          .where(inArray(testimonyTypes.id, typeIds))
      : [],
    churchIds.length
      ? db
          .select({ id: churches.id, name: churches.name })
          .from(churches)
          .where(inArray(churches.id, churchIds))
      : [],
  ]);
  const typeName = new Map(types.map((t) => [t.id, t.name]));
  const churchName = new Map(churchRows.map((c) => [c.id, c.name]));
  return (r: TestimonyRow) => ({
    type_name: typeName.get(r.type) ?? "",
    church_name: churchName.get(r.church) ?? "",
  });
}

/** The public's view of a page of published testimonies: an anonymous testifier is not named. */
export async function decoratePublic(ctx: ResourceContext, rows: TestimonyRow[]) {
  // Published testimonies name their church and type to anyone, whichever church is reading.
  const names = await labels(ctx.unscoped("testimonies.public-pages"), rows);
  return rows.map((r) => {
    const named = names(r);
    return {
      ...r,
      ...named,
      testifier_name: r.is_anonymous ? anonymousTestifier(named.church_name) : r.testifier_name,
      photo_url: fileUrl(r.photo),
    };
  });
}

const presentPublic = presenter(publicTestimony);

/** A published testimony by its slug, as the public reads it; 404 for any other. */
export async function publicBySlug(ctx: ResourceContext, slug: string) {
  const reach = await ctx.scoped();
  const [row] = await reach.rows(testimonies, eq(testimonies.slug, slug), published()).limit(1);
  if (!row) throw notFound(msg("This testimony was not found."));
  return presentOne(row, (rows) => decoratePublic(ctx, rows), presentPublic);
}

async function update(ctx: ResourceContext, row: TestimonyRow, changes: Partial<TestimonyRow>) {
  const [updated] = await ctx.data
    .update(testimonies)
    .set(changes)
    .where(eq(testimonies.id, row.id))
    .returning();
  await ctx.audit({ objectId: row.id, changes });
  return presentOne(updated, (rows) => decorateTestimonies(ctx, rows), present);
}

/** A deleted testimony's stored files (its photo and its documents) go once the delete commits. */
export async function removeTestimonyFiles(ctx: ResourceContext, existing: TestimonyRow): Promise<void> {
  const documents = await ctx.data
    .select({ file: testimonyDocuments.file })
    .from(testimonyDocuments)
    .where(eq(testimonyDocuments.testimony, existing.id));
  const names = [existing.photo, ...documents.map((d) => d.file)];
  ctx.afterCommit(async () => {
    for (const name of names) await ctx.request.server.files.remove(name);
  });
}

/** Verifies a testimony (and publishes it when asked, which needs the testifier's consent). */
export async function verifyTestimony(
  ctx: ResourceContext,
  row: TestimonyRow,
  input: { note: string; is_public?: boolean },
) {
  if (row.status === "VERIFIED")
    throw new AppError(409, "already_verified", msg("This testimony is already verified."));
  if (input.is_public && !row.consent_to_publish) throw requireConsent();
  return update(ctx, row, {
    status: "VERIFIED",
    verification_note: input.note,
    rejection_reason: "",
    verified_by: ctx.principal?.id ?? null,
    verified_at: ctx.now,
    ...(input.is_public !== undefined ? { is_public: input.is_public } : {}),
  });
}

/** Withdraws a verification, saying why: the testimony leaves the public site. */
export async function unverifyTestimony(ctx: ResourceContext, row: TestimonyRow, note: string) {
  if (row.status !== "VERIFIED")
    throw new AppError(409, "not_verified", msg("Only a verified testimony can be unverified."));
  return update(ctx, row, { status: "UNVERIFIED", verification_note: note });
}

/** Turns a testimony down, with the reason the testifier will read. */
export async function rejectTestimony(ctx: ResourceContext, row: TestimonyRow, reason: string) {
  if (row.status === "VERIFIED")
    throw new AppError(409, "verified", msg("Unverify this testimony before rejecting it."));
  if (row.status === "REJECTED")
    throw new AppError(409, "already_rejected", msg("This testimony is already rejected."));
  return update(ctx, row, {
    status: "REJECTED",
    rejection_reason: reason,
    is_public: false,
    featured: false,
  });
}
