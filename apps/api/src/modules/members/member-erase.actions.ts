import { basename } from "node:path";
import { member, memberRules, msg, todayIso } from "@cm/contracts";
import { and, eq, gte, isNull, or, sql } from "drizzle-orm";
import {
  assetAssignments,
  groupMembers,
  householdMembers,
  memberChangeRequests,
  memberLinkRequests,
  memberRelationships,
  members,
  servingAssignments,
  servingBlockouts,
  servingTeamMembers,
  testimonies,
} from "../../db/tables";
import { AppError } from "../../platform/errors";
import { actionsOf } from "../../platform/resources/resource";
import { ERASED_NAME, erasedValues } from "./member-erasure";
import { decorateMembers } from "./members.service";

const action = actionsOf(members);

const FILE_URL = "/api/files/";

const alreadyErased = () =>
  new AppError(409, "already_erased", msg("This member's personal data has already been erased."));
/** Refuses a change to an erased member's record: editing it would put personal data back. */
export function refuseErased(existing: { erased_at: Date | null } | null): void {
  if (existing && !memberRules.edit(existing))
    throw new AppError(
      409,
      "erased",
      msg("This member's personal data was erased on request, so the record can no longer be changed."),
    );
}
const assetsOut = () =>
  new AppError(
    409,
    "open_obligation",
    msg(
      "This member still has church assets assigned to them. Record the return of each asset first, then erase the member's personal data.",
    ),
  );

/**
 * Erasure on request (data-protection law: Ghana, Nigeria, Kenya, GDPR): the member's personal
 * fields and church-field values are blanked, their household, groups, relationships, account link, own
 * change requests and proposed account link removed, and the row kept so the church's attendance
 * and Sunday-school counts stay right; finance records and gifts are not touched.
 */
export const eraseActions = {
  erase: action.detail({
    method: "POST",
    access: { permission: "members.erase" },
    summary:
      "Erase a member's personal data on request: names, contacts, address, photo, birth date, notes and church-field values are cleared; household, groups, relationships, account link, their own change requests and a proposed account link removed; attendance stays as anonymous counts and gifts as the church's totals. 409 while an asset is assigned to the member, or when already erased.",
    output: member,
    run: async ({ data, object, audit, afterCommit, request, now }) => {
      if (!memberRules.erase(object)) throw alreadyErased();
      const [open] = await data
        .select({ count: sql<number>`count(*)::int` })
        .from(assetAssignments)
        .where(and(eq(assetAssignments.member, object.id), isNull(assetAssignments.returned_on)));
      if (Number(open?.count ?? 0) > 0) throw assetsOut();

      const households = await data
        .delete(householdMembers)
        .where(eq(householdMembers.member, object.id))
        .returning({ id: householdMembers.id });
      // Group memberships go; the group meetings' marks stay as anonymous counts.
      const groupsLeft = await data
        .delete(groupMembers)
        .where(eq(groupMembers.member, object.id))
        .returning({ id: groupMembers.id });
      // Serving: off the teams, days away gone, services to come given up (those past stay counted).
      await data.delete(servingTeamMembers).where(eq(servingTeamMembers.member, object.id));
      await data.delete(servingBlockouts).where(eq(servingBlockouts.member, object.id));
      const services = await data
        .delete(servingAssignments)
        .where(and(eq(servingAssignments.member, object.id), gte(servingAssignments.date, todayIso(now))))
        .returning({ id: servingAssignments.id });
      const relationships = await data
        .delete(memberRelationships)
        .where(or(eq(memberRelationships.member, object.id), eq(memberRelationships.relative, object.id)))
        .returning({ id: memberRelationships.id });
      // The member's own asked-for changes hold a phone, an address or a photo; a proposed account
      // link names the person's account.
      const requests = await data
        .delete(memberChangeRequests)
        .where(eq(memberChangeRequests.member, object.id))
        .returning({ id: memberChangeRequests.id, photo: memberChangeRequests.photo });
      await data.delete(memberLinkRequests).where(eq(memberLinkRequests.member, object.id));
      // A testimony stays with its church, but no longer names or points at the person.
      const told = await data
        .update(testimonies)
        .set({
          testifier_member: null,
          testifier_name: `${ERASED_NAME.first_name} ${ERASED_NAME.last_name}`,
          is_anonymous: true,
        })
        .where(eq(testimonies.testifier_member, object.id))
        .returning({ id: testimonies.id });
      const [erased] = await data
        .update(members)
        .set(erasedValues(now))
        .where(eq(members.id, object.id))
        .returning();
      if (!erased) throw new Error("erased member not returned");
      // The photo, and any photo the member sent to change it, go once the erasure is committed.
      const photos = [object.photo, ...requests.map((r) => r.photo ?? "")]
        .filter((url) => url.startsWith(FILE_URL))
        .map((url) => basename(url));
      for (const photo of photos)
        afterCommit(() =>
          request.server.files
            .remove(photo)
            .catch((err) => request.log.warn({ err, file: photo }, "erased member's photo not removed")),
        );
      // Who erased whom and when, and what was unlinked: none of the erased values.
      await audit({
        objectId: object.id,
        changes: {
          erased: true,
          households_left: households.length,
          groups_left: groupsLeft.length,
          services_given_up: services.length,
          relationship_rows_removed: relationships.length,
          testimonies_unlinked: told.length,
          change_requests_removed: requests.length,
          account_unlinked: object.user !== null,
          photo_removed: object.photo !== "",
        },
      });
      return decorateMembers([erased], now)[0];
    },
  }),
};
