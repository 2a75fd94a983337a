import { apiPath, campaignPerformance, campaignPerformanceEndpoints } from "@cm/contracts";
import { campaigns } from "../../db/tables";
import { defineResource, readOnly } from "../../platform/resources/resource";
import { campaignFilters } from "./campaigns.routes";
import { decoratePerformance } from "./campaigns.service";
import { MANAGE } from "./marketing-plans.routes";

/**
 * The specification's `marketing/performance/`: each campaign in reach (scoped, gated and
 * permitted as campaigns are) with its impressions, clicks, shares and click-through rate over its
 * whole run. The figures day by day for a period are campaigns' `performance/`, from the same counts.
 */
export const campaignPerformanceResource = defineResource({
  name: "campaign-performance",
  path: apiPath(campaignPerformanceEndpoints),
  table: campaigns,
  entity: campaignPerformance,
  scope: { kind: "church", field: "church" },
  feature: "MARKETING",
  access: readOnly(MANAGE),
  search: ["title"],
  ordering: ["created_at", "title", "status", "starts_at"],
  defaultOrdering: "-created_at",
  filters: campaignFilters,
  decorate: (rows, ctx) => decoratePerformance(ctx, rows),
});
