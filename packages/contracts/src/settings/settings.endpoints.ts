import { routes, schemasOf } from "../common/endpoint";
import type * as SettingsSchemas from "./settings.contract";

const schema = schemasOf<typeof SettingsSchemas>();

/** The maintenance mode: one record, read by everyone and changed by a super admin. */
export const maintenanceEndpoints = routes("/settings/maintenance/", {
  current: { method: "GET", path: "current/", answer: schema("maintenanceRecord") },
  update: { method: "PUT", path: "1/", answer: schema("maintenanceRecord") },
  schedule: { method: "POST", path: "schedule_maintenance/", answer: schema("maintenanceRecord") },
  end: { method: "POST", path: "end_maintenance/", answer: schema("maintenanceRecord") },
  progress: { method: "POST", path: "update_progress/", answer: schema("maintenanceRecord") },
});

/** The public site's settings: one record. */
export const siteSettingsEndpoints = routes("/settings/site/", {
  current: { method: "GET", path: "current/", answer: schema("siteSettings") },
  update: { method: "PUT", path: "1/", answer: schema("siteSettings") },
});

/** Uploaded files by their stored name. */
export const fileEndpoints = routes("/files/", {
  file: { method: "GET", path: ":name", answer: "file" },
});
