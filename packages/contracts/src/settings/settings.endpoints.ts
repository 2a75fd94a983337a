import { routes } from "../common/endpoint";
import { maintenanceRecord, siteSettings } from "./settings.contract";

/** The maintenance mode: one record, read by everyone and changed by a super admin. */
export const maintenanceEndpoints = routes("/settings/maintenance/", {
  current: { method: "GET", path: "current/", answer: maintenanceRecord },
  update: { method: "PUT", path: "1/", answer: maintenanceRecord },
  schedule: { method: "POST", path: "schedule_maintenance/", answer: maintenanceRecord },
  end: { method: "POST", path: "end_maintenance/", answer: maintenanceRecord },
  progress: { method: "POST", path: "update_progress/", answer: maintenanceRecord },
});

/** The public site's settings: one record. */
export const siteSettingsEndpoints = routes("/settings/site/", {
  current: { method: "GET", path: "current/", answer: siteSettings },
  update: { method: "PUT", path: "1/", answer: siteSettings },
});

/** Uploaded files by their stored name. */
export const fileEndpoints = routes("/files/", {
  file: { method: "GET", path: ":name", answer: "file" },
});
