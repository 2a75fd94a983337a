import { z } from "zod";
import { endpoint, get, getOne, postOne } from "../common/endpoint";
import { dashboard } from "../dashboard/dashboard.contract";
import { hierarchyReport, reportCatalogue } from "../dashboard/hierarchy-report.contract";
import { church, churchCreate, churchStatistics, churchUpdate, organisationFigures } from "./church.contract";
import { churchRequest, churchRequestCreate } from "./church-request.contract";
import { churchRole, churchRoleCreate, churchRoleUpdate } from "./church-role.contract";

export const churchesEndpoints = endpoint("/churches/churches/", {
  entity: church,
  create: churchCreate,
  update: churchUpdate,
  filters: ["region", "is_active", "city"],
  actions: {
    mine: get(church),
    request_churches: get(z.array(church)),
    public_figures: get(organisationFigures),
    statistics: getOne(churchStatistics),
    dashboard: get(dashboard),
    reports: get(reportCatalogue),
    report: get(hierarchyReport),
    report_download: get("file"),
  },
});

export const churchRequestsEndpoints = endpoint("/churches/requests/", {
  entity: churchRequest,
  create: churchRequestCreate,
  update: false,
  remove: false,
  filters: ["status", "region", "requested_by"],
  actions: {
    list_my_requests: get(z.array(churchRequest)),
    approve: postOne(churchRequest),
    reject: postOne(churchRequest),
    cancel: postOne(churchRequest),
  },
});

export const churchRolesEndpoints = endpoint("/churches/roles/", {
  entity: churchRole,
  create: churchRoleCreate,
  update: churchRoleUpdate,
  filters: ["church", "is_active"],
});
