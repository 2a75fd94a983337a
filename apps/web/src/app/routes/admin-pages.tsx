import type { RouteObject } from "react-router";
import { lazyPage } from "../../lib/lazy-page";

const AnnouncementsPage = lazyPage(() => import("./admin/announcements"));
const ViewAnnouncementsPage = lazyPage(() => import("./admin/view-announcements"));
const BroadcastsPage = lazyPage(() => import("./admin/broadcasts"));
const ViewBroadcastPage = lazyPage(() => import("./admin/view-broadcast"));
const ViewTestimoniesPage = lazyPage(() => import("./admin/view-testimonies"));
const ViewTestimonyPage = lazyPage(() => import("./admin/view-testimony"));
const ContactPage = lazyPage(() => import("./admin/contact"));
const AuditLogsPage = lazyPage(() => import("./admin/audit-logs"));
const SettingsPage = lazyPage(() => import("./admin/settings"));
const SettingsMaintenancePage = lazyPage(() => import("./admin/settings-maintenance"));
const SettingsAnnouncementsPage = lazyPage(() => import("./admin/settings-announcements"));
const ChurchRequestsPage = lazyPage(() => import("./admin/church-requests"));
const RegionsPage = lazyPage(() => import("./admin/regions"));
const BranchesPage = lazyPage(() => import("./admin/branches"));

/**
 * Administration and communication pages inside the signed-in shell
 * (announcements, broadcasts, settings, contact messages, audit logs). Each is lazy-loaded.
 */
export const adminPages: RouteObject[] = [
  // Before any churches/:id route, so "requests" is never read as an id.
  { path: "churches/requests", element: <ChurchRequestsPage /> },
  { path: "regions", element: <RegionsPage /> },
  { path: "branches", element: <BranchesPage /> },
  { path: "admin/announcements", element: <AnnouncementsPage /> },
  { path: "admin/view/announcements", element: <ViewAnnouncementsPage /> },
  { path: "admin/broadcasts", element: <BroadcastsPage /> },
  { path: "admin/view/broadcast", element: <ViewBroadcastPage /> },
  { path: "admin/view/testimonies", element: <ViewTestimoniesPage /> },
  { path: "admin/view/testimonies/:slug", element: <ViewTestimonyPage /> },
  { path: "admin/contact", element: <ContactPage /> },
  { path: "audit-logs", element: <AuditLogsPage /> },
  { path: "settings", element: <SettingsPage /> },
  { path: "settings/maintenance", element: <SettingsMaintenancePage /> },
  { path: "settings/announcements", element: <SettingsAnnouncementsPage /> },
];
