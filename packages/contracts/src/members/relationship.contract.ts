import { z } from "zod";
import { id, ref } from "../common/fields";
import { msg } from "../i18n/languages";

/**
 * How a relative stands to a member: "parent" means the relative is the member's parent. Each is
 * kept both ways with its inverse (a parent's child, a guardian's ward).
 */
export const RELATIONSHIP_KINDS = [
  "spouse",
  "parent",
  "child",
  "sibling",
  "guardian",
  "ward",
  "other",
] as const;
export type RelationshipKind = (typeof RELATIONSHIP_KINDS)[number];
export const INVERSE_KIND: Record<RelationshipKind, RelationshipKind> = {
  spouse: "spouse",
  parent: "child",
  child: "parent",
  sibling: "sibling",
  guardian: "ward",
  ward: "guardian",
  other: "other",
};
export const relationshipKind = z.enum(RELATIONSHIP_KINDS, {
  error: () => msg("Choose spouse, parent, child, sibling, guardian, ward or other."),
});

/** One of a member's relatives, as the member's page shows them. */
export const memberRelationship = z.object({
  relative: id,
  relative_name: z.string(),
  kind: relationshipKind,
});
export const memberRelationships = z.array(memberRelationship);
export const relationshipInput = z.strictObject({ relative: ref, kind: relationshipKind });
export const relationshipRemoveInput = z.strictObject({ relative: ref });

export type MemberRelationship = z.infer<typeof memberRelationship>;
export type RelationshipInput = z.input<typeof relationshipInput>;
