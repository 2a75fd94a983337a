import {
  memberDuplicatePair,
  memberDuplicatesQuery,
  memberMerged,
  memberMergeInput,
  pageOf,
} from "@cm/contracts";
import { members } from "../../db/tables";
import { actionsOf } from "../../platform/resources/resource";
import { duplicatePairs } from "./duplicates.service";
import { mergeMembers } from "./merge.service";

const action = actionsOf(members);
// Both are the work of those who manage the roll: the list is a queue of merges to decide.
const manage = { permission: "members.write" } as const;

/** Likely duplicates (members/duplicates/) and the merge of two members into one (members/merge/). */
export const mergeActions = {
  duplicates: action.collection({
    method: "GET",
    access: manage,
    summary:
      "Pairs of members of one church that may be the same person (same phone, same e-mail address, same name and birth date; similar names beside the same phone), most reasons first, a page at a time",
    input: memberDuplicatesQuery,
    output: pageOf(memberDuplicatePair),
    run: async ({ data, request, input, scoped, now }) =>
      duplicatePairs(data, request, await scoped({ church: input.church }), input.page, input.page_size, now),
  }),
  merge: action.collection({
    method: "POST",
    access: manage,
    summary:
      "Merge one member into another: attendance, Sunday school, leadership, programs, testimonies, gifts, household, relationships and the user account move to the member kept, the chosen fields are taken from the member removed, which is then deleted. One transaction; both members are locked.",
    input: memberMergeInput,
    output: memberMerged,
    run: async ({ data, input, now, audit }) => {
      const { member, moved, removed } = await mergeMembers(data, input, now);
      await audit({
        objectId: input.keep,
        changes: {
          merged_member: removed.id,
          merged_name: `${removed.first_name} ${removed.last_name}`,
          fields: input.fields,
          moved,
        },
      });
      return { member, moved };
    },
  }),
};
