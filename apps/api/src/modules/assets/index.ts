import type { DomainModule } from "../index";
import { assetCategoriesResource } from "./asset-categories.routes";
import { assetsResource } from "./assets.routes";
import { assignmentsResource } from "./assignments.routes";
import { documentsResource } from "./documents.routes";
import { maintenanceResource } from "./maintenance.routes";

/** Assets: categories, the register, assignments, maintenance and documents. */
export const assetModule: DomainModule = {
  resources: [
    assetCategoriesResource,
    assetsResource,
    assignmentsResource,
    maintenanceResource,
    documentsResource,
  ],
  routes: [],
};
