import type { DomainModule } from "../../platform/domain-module";
import { campaignImageFileRoutes, campaignImagesResource } from "./campaign-images.routes";
import { campaignPaymentsResource } from "./campaign-payments.routes";
import { campaignPerformanceResource } from "./campaign-performance.routes";
import { campaignTrackerModule } from "./campaign-tracker";
import { campaignsResource } from "./campaigns.routes";
import { marketingPlansResource } from "./marketing-plans.routes";

/** Marketing: advertising plans, churches' campaigns and their pictures, payments, tracking and performance. */
export const marketingModule: DomainModule = {
  resources: [
    marketingPlansResource,
    campaignsResource,
    campaignImagesResource,
    campaignPaymentsResource,
    campaignPerformanceResource,
  ],
  routes: [campaignTrackerModule, campaignImageFileRoutes],
};
