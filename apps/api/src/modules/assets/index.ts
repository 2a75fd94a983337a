import type { DomainModule } from "../../platform/domain-module";
import { assetCategoriesResource } from "./asset-categories.routes";
import { assetAreaResource, assetsResource } from "./assets.routes";
import { assignmentsResource } from "./assignments.routes";
import { documentsResource } from "./documents.routes";
import { maintenanceResource } from "./maintenance.routes";

/** Assets: categories, the register and the area-wide views, assignments, maintenance and documents. */
export const assetModule: DomainModule = {
  resources: [
    assetCategoriesResource,
    assetsResource,
    assetAreaResource,
    assignmentsResource,
    maintenanceResource,
    documentsResource,
  ],
  routes: [],
};
