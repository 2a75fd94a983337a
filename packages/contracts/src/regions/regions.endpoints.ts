import { endpoint, getOne } from "../common/endpoint";
import { region, regionAnalytics, regionCreate, regionUpdate } from "./region.contract";

export const regionsEndpoints = endpoint("/regions/", {
  entity: region,
  create: regionCreate,
  update: regionUpdate,
  filters: ["country"],
  actions: {
    analytics: getOne(regionAnalytics),
  },
});
