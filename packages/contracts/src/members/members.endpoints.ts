import { arrayOf, endpoint, get, getOne, pageRef, post, postOne, schemasOf } from "../common/endpoint";
import type * as MemberSchemas from "./member.contract";
import type * as MergeSchemas from "./merge.contract";
import type * as RelationshipSchemas from "./relationship.contract";

const schema = schemasOf<typeof MemberSchemas & typeof RelationshipSchemas & typeof MergeSchemas>();

export const membersEndpoints = endpoint("/churches/members/", {
  entity: schema("member"),
  create: schema("memberCreate"),
  update: schema("memberUpdate"),
  filters: [
    "church",
    "category",
    "home_cell_fellowship",
    "home_cell_pastor",
    "is_active",
    "gender",
    "marital_status",
    "date_of_birth",
    "membership_date",
    "age_band",
    "field",
  ],
  actions: {
    statistics: get(schema("memberStatistics")),
    categories: get(schema("memberValues")),
    home_cell_fellowships: get(schema("memberValues")),
    home_cell_pastors: get(schema("memberValues")),
    filter_choices: get(schema("memberFilterChoices")),
    import: post(schema("memberImportReport")),
    bulk_activate: post(schema("memberBulkUpdated")),
    bulk_deactivate: post(schema("memberBulkUpdated")),
    bulk_change_home_cell: post(schema("memberBulkUpdated")),
    bulk_change_pastor: post(schema("memberBulkUpdated")),
    bulk_delete: post(schema("memberBulkDeleted")),
    relationships: getOne(arrayOf(schema("memberRelationship"))),
    add_relationship: postOne(arrayOf(schema("memberRelationship"))),
    remove_relationship: postOne(arrayOf(schema("memberRelationship"))),
    erase: postOne(schema("member")),
    duplicates: get(pageRef(schema("memberDuplicatePair"))),
    merge: post(schema("memberMerged")),
    template: get("file"),
    export: get("file"),
  },
});
