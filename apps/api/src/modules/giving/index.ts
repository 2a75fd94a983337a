import type { DomainModule } from "../../platform/domain-module";
import { givingBatchesResource } from "./batches.routes";
import { donationsResource } from "./donations.routes";
import { fundsResource } from "./funds.routes";
import { onlineGiftsResource } from "./online-gifts.routes";
import { pledgesResource } from "./pledges.routes";
import { recurringGiftsResource } from "./recurring-gifts.routes";
import { givingStatementsResource } from "./statements.routes";

/** Giving: funds, the Sunday count by two people, gifts posted into finance, online and promised. */
export const givingModule: DomainModule = {
  resources: [
    fundsResource,
    givingBatchesResource,
    donationsResource,
    onlineGiftsResource,
    recurringGiftsResource,
    pledgesResource,
    givingStatementsResource,
  ],
  routes: [],
};
export { startGivingScheduler } from "./recurring-gifts.service";
