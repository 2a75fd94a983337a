import type { DomainModule } from "../../platform/domain-module";
import { givingBatchesResource } from "./batches.routes";
import { donationsResource } from "./donations.routes";
import { fundsResource } from "./funds.routes";
import { givingStatementsResource } from "./statements.routes";

/** Giving: funds, the Sunday count by two people, gifts posted into finance. */
export const givingModule: DomainModule = {
  resources: [fundsResource, givingBatchesResource, donationsResource, givingStatementsResource],
  routes: [],
};
