import { and, eq, inArray, sql } from "drizzle-orm";
import { groupMembers, groups, members } from "../../db/tables";
import type { Row } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";

/** A home cell's name as members' fields are compared: no surrounding spaces, any case. */
const cellKey = (name: unknown) =>
  String(name ?? "")
    .trim()
    .toLowerCase();

/**
 * A member's home cell changed on their record (the member form): they leave the home-cell group
 * they were in as a member and join the group of the new name (made when the church has none of
 * that name), so the groups and the field stay in step. The pastor field then names the new
 * group's leaders, when it has any. Answers the data to write.
 */
export async function moveHomeCell(
  data: Data,
  changes: Row,
  existing: typeof members.$inferSelect,
): Promise<Row> {
  if (changes.home_cell_fellowship === undefined) return changes;
  if (cellKey(changes.home_cell_fellowship) === cellKey(existing.home_cell_fellowship)) return changes;
  const cells = data
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.church, existing.church), eq(groups.kind, "home_cell")));
  await data
    .delete(groupMembers)
    .where(
      and(
        eq(groupMembers.member, existing.id),
        eq(groupMembers.role, "member"),
        inArray(groupMembers.group, cells),
      ),
    );
  const name = String(changes.home_cell_fellowship).trim();
  if (name === "") return changes;
  await data
    .insert(groups)
    .values({ church: existing.church, name, kind: "home_cell" })
    .onConflictDoNothing();
  const [cell] = await data
    .select({ id: groups.id, kind: groups.kind })
    .from(groups)
    .where(and(eq(groups.church, existing.church), sql`lower(${groups.name}) = ${name.toLowerCase()}`));
  // A ministry or team of that name is not a home cell: the field stays as written, in no group.
  if (cell?.kind !== "home_cell") return changes;
  await data
    .insert(groupMembers)
    .values({ church: existing.church, group: cell.id, member: existing.id, role: "member" })
    .onConflictDoNothing();
  const leaders = await data
    .select({ name: sql<string>`${members.first_name} || ' ' || ${members.last_name}` })
    .from(groupMembers)
    .innerJoin(members, eq(members.id, groupMembers.member))
    .where(and(eq(groupMembers.group, cell.id), eq(groupMembers.role, "leader")))
    .orderBy(members.first_name, members.last_name);
  return leaders.length === 0
    ? changes
    : { ...changes, home_cell_pastor: leaders.map((l) => l.name).join(", ") };
}
