import { INVERSE_KIND, type MemberRelationship, msg, type RelationshipKind } from "@cm/contracts";
import { and, asc, eq, or } from "drizzle-orm";
import { memberRelationships, members } from "../../db/tables";
import { fieldError } from "../../platform/errors";
import { memberName } from "../../platform/member-roll";
import type { Data } from "../../platform/resources/scoped-data";

type Conn = Data;

/** A member's relatives, closest kinds first. */
export async function relationshipsOf(conn: Conn, member: number): Promise<MemberRelationship[]> {
  return conn
    .select({
      relative: memberRelationships.relative,
      relative_name: memberName,
      kind: memberRelationships.kind,
    })
    .from(memberRelationships)
    .innerJoin(members, eq(members.id, memberRelationships.relative))
    .where(eq(memberRelationships.member, member))
    .orderBy(asc(memberRelationships.kind), asc(members.last_name), asc(members.first_name));
}

/**
 * Records that `relative` is `member`'s `kind`, and the inverse for the relative, in one
 * statement each. A person is not their own relative, and a pair has one relationship: another
 * one already recorded is named, to be removed first.
 */
export async function relate(
  conn: Conn,
  church: number,
  member: { id: number; name: string },
  relative: number,
  kind: RelationshipKind,
): Promise<void> {
  if (relative === member.id) throw fieldError("relative", msg("A person cannot be their own relative."));
  const [existing] = await conn
    .select({ kind: memberRelationships.kind, name: memberName })
    .from(memberRelationships)
    .innerJoin(members, eq(members.id, memberRelationships.relative))
    .where(and(eq(memberRelationships.member, member.id), eq(memberRelationships.relative, relative)));
  if (existing && existing.kind !== kind)
    throw fieldError(
      "relative",
      msg("{relative} is already recorded as {member}'s {kind}. Remove that first.", {
        relative: existing.name,
        member: member.name,
        kind: existing.kind,
      }),
    );
  if (existing) return;
  await conn.insert(memberRelationships).values([
    { church, member: member.id, relative, kind },
    { church, member: relative, relative: member.id, kind: INVERSE_KIND[kind] },
  ]);
}

/** Removes the relationship between two members, both ways; none recorded is refused on the field. */
export async function unrelate(conn: Conn, member: number, relative: number): Promise<void> {
  const removed = await conn
    .delete(memberRelationships)
    .where(
      or(
        and(eq(memberRelationships.member, member), eq(memberRelationships.relative, relative)),
        and(eq(memberRelationships.member, relative), eq(memberRelationships.relative, member)),
      ),
    )
    .returning({ id: memberRelationships.id });
  if (removed.length === 0)
    throw fieldError("relative", msg("These two people are not recorded as related."));
}
