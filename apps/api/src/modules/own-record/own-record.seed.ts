import { and, asc, eq, isNull, ne } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { householdMembers, memberChangeRequests, members, users } from "../../db/tables";

/**
 * The demo member's own record: the MEMBER user ("member") linked to a Grace Cathedral member who
 * heads a household, with one change of address waiting for the church office to confirm.
 */
export async function seedDemoOwnRecord(tx: Tx, church: number): Promise<void> {
  const [account] = await tx.select().from(users).where(eq(users.username, "member")).limit(1);
  if (!account) return;
  const [record] = await tx
    .select({ id: members.id, address: members.address })
    .from(members)
    .innerJoin(householdMembers, eq(householdMembers.member, members.id))
    .where(
      and(
        eq(members.church, church),
        eq(householdMembers.role, "head"),
        isNull(members.user),
        ne(members.email, ""),
      ),
    )
    .orderBy(asc(members.id))
    .limit(1);
  if (!record) return;
  await tx.update(members).set({ user: account.id }).where(eq(members.id, record.id));
  await tx.insert(memberChangeRequests).values({
    church,
    member: record.id,
    user: account.id,
    address: "15 Liberation Road, Airport Residential Area, Accra",
  });
}
