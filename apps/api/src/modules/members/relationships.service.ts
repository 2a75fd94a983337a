import { INVERSE_KIND, type MemberRelationship, msg, type RelationshipKind } from "@cm/contracts";
import { and, asc, eq, inArray, or } from "drizzle-orm";
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
  // Parent and child, whichever way round it is written: the parent may not already descend from
  // the child (a grandson recorded as his grandfather's father).
  const parent = kind === "parent" ? relative : kind === "child" ? member.id : null;
  const child = kind === "parent" ? member.id : kind === "child" ? relative : null;
  if (parent !== null && child !== null && (await descendsFrom(conn, parent, child)))
    throw fieldError(
      "relative",
      msg("This would make a person their own ancestor: one of them already descends from the other."),
    );
  await conn.insert(memberRelationships).values([
    { church, member: member.id, relative, kind },
    { church, member: relative, relative: member.id, kind: INVERSE_KIND[kind] },
  ]);
}

// Families recorded in a church go back a few generations; the walk stops well beyond them.
const MAX_GENERATIONS = 30;

/** Whether `descendant` is among `ancestor`'s children, their children, and so on. */
async function descendsFrom(conn: Conn, descendant: number, ancestor: number): Promise<boolean> {
  const seen = new Set([ancestor]);
  let generation = [ancestor];
  for (let step = 0; step < MAX_GENERATIONS && generation.length > 0; step++) {
    const children = await conn
      .select({ id: memberRelationships.relative })
      .from(memberRelationships)
      .where(and(inArray(memberRelationships.member, generation), eq(memberRelationships.kind, "child")));
    generation = [];
    for (const { id } of children) {
      if (id === descendant) return true;
      if (!seen.has(id)) {
        seen.add(id);
        generation.push(id);
      }
    }
  }
  return false;
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
