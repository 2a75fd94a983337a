import { endpoint, get, getOne, post, postOne, schemasOf } from "../common/endpoint";
import type * as AssetSchemas from "./asset.contract";
import type * as AssetRecordsSchemas from "./asset-records.contract";

const schema = schemasOf<typeof AssetRecordsSchemas & typeof AssetSchemas>();

export const assetCategoriesEndpoints = endpoint("/assets/categories/", {
  entity: schema("assetCategory"),
  create: schema("assetCategoryCreate"),
  update: schema("assetCategoryUpdate"),
  filters: ["church"],
});

export const assetsEndpoints = endpoint("/assets/assets/", {
  entity: schema("asset"),
  create: schema("assetCreate"),
  update: schema("assetUpdate"),
  filters: [
    "church",
    "category",
    "status",
    "condition",
    "location",
    "current_value__gte",
    "current_value__lte",
  ],
  actions: {
    change_status: postOne(schema("asset")),
    update_value: postOne(schema("asset")),
    history: getOne(schema("assetHistory")),
    upload_photo: postOne(schema("asset")),
    photo: getOne("file"),
    totals: get(schema("assetTotals")),
  },
});

export const assetAreaEndpoints = endpoint("/assets/", {
  entity: schema("asset"),
  create: false,
  update: false,
  remove: false,
  filters: [
    "church",
    "category",
    "status",
    "condition",
    "location",
    "current_value__gte",
    "current_value__lte",
  ],
  actions: {
    global: get(schema("assetGlobal")),
    export: get("file"),
    download_template: get("file"),
    bulk_upload: post(schema("assetUploadReport")),
    labels: get("file"),
  },
});

export const assetAssignmentsEndpoints = endpoint("/assets/assignments/", {
  entity: schema("assetAssignment"),
  create: schema("assetAssignmentCreate"),
  update: schema("assetAssignmentUpdate"),
  remove: false,
  filters: ["church", "asset", "member", "is_open"],
  actions: {
    return_asset: postOne(schema("assetAssignment")),
  },
});

export const assetMaintenanceEndpoints = endpoint("/assets/maintenance/", {
  entity: schema("assetMaintenance"),
  create: schema("assetMaintenanceCreate"),
  update: schema("assetMaintenanceUpdate"),
  remove: false,
  filters: ["church", "asset", "kind", "status", "is_open", "scheduled_for"],
  actions: {
    start_maintenance: postOne(schema("assetMaintenance")),
    complete_maintenance: postOne(schema("assetMaintenance")),
    cancel_maintenance: postOne(schema("assetMaintenance")),
  },
});

export const assetDocumentsEndpoints = endpoint("/assets/documents/", {
  entity: schema("assetDocument"),
  create: false,
  update: false,
  filters: ["church", "asset", "kind"],
  actions: {
    upload: post(schema("assetDocument")),
    download: getOne("file"),
  },
});
