import {
  apiPath,
  church,
  churchCreate,
  churchesEndpoints,
  churchStatistics,
  churchStatisticsQuery,
  churchUpdate,
  dashboard,
  dashboardQuery,
  hierarchyReport,
  hierarchyReportDocument,
  hierarchyReportQuery,
  msg,
  organisationFigures as organisationFiguresAnswer,
  reportCatalogue,
  reportDownloadQuery,
  reportsFor,
} from "@cm/contracts";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { churches } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { regionDefaults } from "../../platform/church-currency";
import { notFound } from "../../platform/errors";
import { readerReportFile } from "../../platform/report-files";
import { presenter } from "../../platform/resources/presenter";
import { actionsOf, defineResource } from "../../platform/resources/resource";
import { dashboardOf, hierarchyReportOf } from "../dashboard";
import { churchesFromRequestsOf, churchStatisticsOf } from "./churches.service";
import { organisationFigures } from "./organisation-figures.service";

const present = presenter(church);
const action = actionsOf(churches);

export const churchesResource = defineResource({
  name: "churches",
  path: apiPath(churchesEndpoints),
  table: churches,
  entity: church,
  create: churchCreate,
  update: churchUpdate,
  scope: { kind: "church", field: "id" },
  access: {
    list: "authenticated",
    retrieve: "authenticated",
    create: { permission: "churches.create" },
    update: { permission: "churches.write" },
    delete: { permission: "churches.delete" },
  },
  search: ["name", "city", "pastor_name"],
  ordering: ["name", "city", "created_at"],
  filters: { region: "int", is_active: "bool", city: "text" },
  references: { region: "regions" },
  // A new church left without a currency or time zone takes its country's (Nigeria: NGN, Africa/Lagos).
  beforeWrite: async (ctx, data, existing) => {
    if (existing || (data.currency && data.time_zone)) return data;
    const defaults = await regionDefaults(ctx.data, Number(data.region));
    return {
      ...data,
      currency: data.currency ?? defaults.currency,
      time_zone: data.time_zone ?? defaults.time_zone,
    };
  },
  actions: {
    mine: action.collection({
      method: "GET",
      access: "authenticated",
      summary: "The signed-in user's own church",
      output: church,
      run: async ({ data, request }) => {
        const { church: churchId } = principalOf(request);
        if (churchId === null) throw notFound(msg("You are not linked to a church yet."));
        const [row] = await data.select().from(churches).where(eq(churches.id, churchId)).limit(1);
        if (!row) throw notFound(msg("Your church could not be found."));
        return present(row);
      },
    }),
    request_churches: action.collection({
      method: "GET",
      access: "authenticated",
      summary: "The churches your approved church requests created",
      output: z.array(church),
      run: async ({ data, request }) =>
        (await churchesFromRequestsOf(data, principalOf(request).id)).map((r) => present(r.church)),
    }),
    public_figures: action.collection({
      method: "GET",
      access: "public",
      summary:
        "The organisation in figures for the public home page: active churches, regions and active members rounded down (counted at most every five minutes)",
      output: organisationFiguresAnswer,
      run: ({ request, now }) => organisationFigures(request.server, now),
    }),
    statistics: action.detail({
      method: "GET",
      access: { permission: "churches.statistics" },
      feature: "BASIC_DASHBOARD",
      summary:
        "Branches, seats and occupancy, users by role and the current subscription of a church, and its " +
        "members, attendance, Sunday school, income and expenses and programs over a period (this month by " +
        "default) against the period before",
      input: churchStatisticsQuery,
      output: churchStatistics,
      run: (ctx) => churchStatisticsOf(ctx, ctx.object.id, ctx.input),
    }),
    dashboard: action.collection({
      method: "GET",
      access: { permission: "dashboard.read" },
      feature: null,
      summary:
        "The dashboard of the whole organisation (national officers) or of one region within your reach: " +
        "churches by subscription state, members, attendance, Sunday school, finance, subscriptions, " +
        "pending church requests and programs over a period against the period before. Counted at most " +
        "once a minute; as_of says when.",
      input: dashboardQuery,
      output: dashboard,
      run: (ctx) => dashboardOf(ctx, ctx.input),
    }),
    reports: action.collection({
      method: "GET",
      access: { permission: "reports.read" },
      feature: null,
      summary: "The reports you may run, with their groupings and the scopes within your reach",
      output: reportCatalogue,
      run: ({ principal }) => (principal ? reportsFor(principal.role) : []),
    }),
    report: action.collection({
      method: "GET",
      access: { permission: "reports.read" },
      // Church roles need the feature; regional and national officers are never gated.
      feature: "ADVANCED_REPORTING",
      summary:
        "A report (membership_growth, attendance, sunday_school, church_comparison, subscription_history) " +
        "of a church, a region or every church within your reach, over a period and grouped as asked: " +
        "its table and its chart",
      input: hierarchyReportQuery,
      output: hierarchyReport,
      run: (ctx) => hierarchyReportOf(ctx, ctx.input),
    }),
    report_download: action.collection({
      method: "GET",
      access: { permission: "reports.read" },
      feature: "ADVANCED_REPORTING",
      mode: "export",
      summary: "The same report as an XLSX, CSV or PDF download (formula-safe cells; audited as an export)",
      input: reportDownloadQuery,
      run: async (ctx) => {
        // The file is in the language of whoever asked for it, as the finance reports are.
        const report = await hierarchyReportOf(ctx, ctx.input);
        return readerReportFile(ctx, ctx.input.format, (t, dates) =>
          hierarchyReportDocument(report, t, dates),
        );
      },
    }),
  },
});
