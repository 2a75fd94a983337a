import { endpoint, get, post } from "../common/endpoint";
import {
  member,
  memberBulkDeleted,
  memberBulkUpdated,
  memberCreate,
  memberImportReport,
  memberStatistics,
  memberUpdate,
  memberValues,
} from "./member.contract";

export const membersEndpoints = endpoint("/churches/members/", {
  entity: member,
  create: memberCreate,
  update: memberUpdate,
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
  ],
  actions: {
    statistics: get(memberStatistics),
    categories: get(memberValues),
    home_cell_fellowships: get(memberValues),
    home_cell_pastors: get(memberValues),
    import: post(memberImportReport),
    bulk_activate: post(memberBulkUpdated),
    bulk_deactivate: post(memberBulkUpdated),
    bulk_change_home_cell: post(memberBulkUpdated),
    bulk_change_pastor: post(memberBulkUpdated),
    bulk_delete: post(memberBulkDeleted),
    template: get("file"),
    export: get("file"),
  },
});
