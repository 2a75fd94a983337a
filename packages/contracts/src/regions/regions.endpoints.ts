import { endpoint, getOne, schemasOf } from "../common/endpoint";
import type * as RegionSchemas from "./region.contract";

const schema = schemasOf<typeof RegionSchemas>();

export const regionsEndpoints = endpoint("/regions/", {
  entity: schema("region"),
  create: schema("regionCreate"),
  update: schema("regionUpdate"),
  filters: ["country"],
  actions: {
    analytics: getOne(schema("regionAnalytics")),
  },
});
