import { arrayOf, endpoint, get, getOne, postOne, schemasOf } from "../common/endpoint";
import type * as DashboardSchemas from "../dashboard/dashboard.contract";
import type * as HierarchyReportSchemas from "../dashboard/hierarchy-report.contract";
import type * as ChurchSchemas from "./church.contract";
import type * as ChurchRequestSchemas from "./church-request.contract";
import type * as ChurchRoleSchemas from "./church-role.contract";

const schema = schemasOf<
  typeof DashboardSchemas &
    typeof HierarchyReportSchemas &
    typeof ChurchRequestSchemas &
    typeof ChurchRoleSchemas &
    typeof ChurchSchemas
>();

export const churchesEndpoints = endpoint("/churches/churches/", {
  entity: schema("church"),
  create: schema("churchCreate"),
  update: schema("churchUpdate"),
  filters: ["region", "is_active", "city"],
  actions: {
    mine: get(schema("church")),
    request_churches: get(arrayOf(schema("church"))),
    public_figures: get(schema("organisationFigures")),
    statistics: getOne(schema("churchStatistics")),
    dashboard: get(schema("dashboard")),
    reports: get(schema("reportCatalogue")),
    report: get(schema("hierarchyReport")),
    report_download: get("file"),
  },
});

export const churchRequestsEndpoints = endpoint("/churches/requests/", {
  entity: schema("churchRequest"),
  create: schema("churchRequestCreate"),
  update: false,
  remove: false,
  filters: ["status", "region", "requested_by"],
  actions: {
    list_my_requests: get(arrayOf(schema("churchRequest"))),
    approve: postOne(schema("churchRequest")),
    reject: postOne(schema("churchRequest")),
    cancel: postOne(schema("churchRequest")),
  },
});

export const churchRolesEndpoints = endpoint("/churches/roles/", {
  entity: schema("churchRole"),
  create: schema("churchRoleCreate"),
  update: schema("churchRoleUpdate"),
  filters: ["church", "is_active"],
});
