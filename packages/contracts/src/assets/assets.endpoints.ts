import { endpoint, get, getOne, post, postOne } from "../common/endpoint";
import {
  asset,
  assetCategory,
  assetCategoryCreate,
  assetCategoryUpdate,
  assetCreate,
  assetGlobal,
  assetHistory,
  assetTotals,
  assetUpdate,
  assetUploadReport,
} from "./asset.contract";
import {
  assetAssignment,
  assetAssignmentCreate,
  assetAssignmentUpdate,
  assetDocument,
  assetMaintenance,
  assetMaintenanceCreate,
  assetMaintenanceUpdate,
} from "./asset-records.contract";

export const assetCategoriesEndpoints = endpoint("/assets/categories/", {
  entity: assetCategory,
  create: assetCategoryCreate,
  update: assetCategoryUpdate,
  filters: ["church"],
});

export const assetsEndpoints = endpoint("/assets/assets/", {
  entity: asset,
  create: assetCreate,
  update: assetUpdate,
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
    change_status: postOne(asset),
    update_value: postOne(asset),
    history: getOne(assetHistory),
    upload_photo: postOne(asset),
    photo: getOne("file"),
    totals: get(assetTotals),
  },
});

export const assetAreaEndpoints = endpoint("/assets/", {
  entity: asset,
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
    global: get(assetGlobal),
    export: get("file"),
    download_template: get("file"),
    bulk_upload: post(assetUploadReport),
    labels: get("file"),
  },
});

export const assetAssignmentsEndpoints = endpoint("/assets/assignments/", {
  entity: assetAssignment,
  create: assetAssignmentCreate,
  update: assetAssignmentUpdate,
  remove: false,
  filters: ["church", "asset", "member", "is_open"],
  actions: {
    return_asset: postOne(assetAssignment),
  },
});

export const assetMaintenanceEndpoints = endpoint("/assets/maintenance/", {
  entity: assetMaintenance,
  create: assetMaintenanceCreate,
  update: assetMaintenanceUpdate,
  remove: false,
  filters: ["church", "asset", "kind", "status", "is_open", "scheduled_for"],
  actions: {
    start_maintenance: postOne(assetMaintenance),
    complete_maintenance: postOne(assetMaintenance),
    cancel_maintenance: postOne(assetMaintenance),
  },
});

export const assetDocumentsEndpoints = endpoint("/assets/documents/", {
  entity: assetDocument,
  create: false,
  update: false,
  filters: ["church", "asset", "kind"],
  actions: {
    upload: post(assetDocument),
    download: getOne("file"),
  },
});
