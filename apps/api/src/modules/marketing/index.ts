import type { DomainModule } from "../index";
import { campaignPaymentsResource } from "./campaign-payments.routes";
import { campaignTrackerModule } from "./campaign-tracker";
import { campaignsResource } from "./campaigns.routes";
import { marketingPlansResource } from "./marketing-plans.routes";

/** Marketing: advertising plans, churches' campaigns, their payments, tracking and performance. */
export const marketingModule: DomainModule = {
  resources: [marketingPlansResource, campaignsResource, campaignPaymentsResource],
  routes: [campaignTrackerModule],
};
