import {
  apiPath,
  maintenanceEndpoints,
  maintenanceProgressInput,
  maintenanceRecord,
  maintenanceUpdate,
  scheduleMaintenanceInput,
  siteSettings,
  siteSettingsEndpoints,
  siteSettingsUpdate,
} from "@cm/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { siteSettings as siteSettingsTable } from "../../db/tables";
import { recordAudit } from "../../platform/audit";
import { installMaintenanceGate } from "../../platform/http/maintenance-gate";
import { presenter, theRow } from "../../platform/resources/presenter";
import type { Row } from "../../platform/resources/resource";
import { systemContext } from "../../platform/system-context";
import { MaintenanceService } from "./maintenance.service";

const presentSite = presenter(siteSettings);
const asDate = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/** Maintenance mode and the installation's public contact details: single records, id 1. */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Single records of the installation, not of any church: read by everyone, written by a super admin.
  const system = systemContext(app, "settings.installation");
  const service = new MaintenanceService(system.data, app.clock);
  installMaintenanceGate(app, () => service.whenOn());

  const admin = { config: { access: { permission: "settings.write" as const } } };
  const base = {
    tags: ["settings"],
    security: [{ bearerAuth: [] }],
    description: "Access: permission:settings.write.",
    response: { 200: maintenanceRecord },
  };
  const audit = (request: FastifyRequest, action: string, changes: Row) =>
    recordAudit(system.data, {
      principal: request.principal,
      ip: request.ip,
      action,
      resource: "maintenance",
      objectId: 1,
      changes,
    });

  api.get(apiPath(maintenanceEndpoints, "current"), {
    config: { access: "public" },
    schema: {
      tags: ["settings"],
      summary: "Whether maintenance is on, and its details",
      response: { 200: maintenanceRecord },
    },
    handler: () => service.record(),
  });

  api.put(apiPath(maintenanceEndpoints, "update"), {
    ...admin,
    schema: {
      ...base,
      summary: "Set maintenance; a start time in the future moves to now when it is switched on",
      body: maintenanceUpdate,
    },
    handler: async (request) => {
      const b = request.body;
      const on = b.is_enabled && b.is_active;
      const start = asDate(b.start_time);
      const record = await service.save({
        ...b,
        start_time: on && (!start || start > app.clock.now()) ? app.clock.now() : start,
        expected_end_time: asDate(b.expected_end_time),
        actual_end_time: on ? null : undefined,
      });
      await audit(request, "update", b);
      return record;
    },
  });

  api.post(apiPath(maintenanceEndpoints, "schedule"), {
    ...admin,
    schema: {
      ...base,
      summary: "Schedule maintenance: it switches on by itself at the start time",
      body: scheduleMaintenanceInput,
    },
    handler: async (request) => {
      const b = request.body;
      const record = await service.save({
        ...b,
        is_enabled: true,
        is_active: false,
        progress: 0,
        start_time: new Date(b.start_time),
        expected_end_time: asDate(b.expected_end_time),
        actual_end_time: null,
      });
      await audit(request, "schedule_maintenance", b);
      return record;
    },
  });

  api.post(apiPath(maintenanceEndpoints, "end"), {
    ...admin,
    schema: { ...base, summary: "End maintenance now" },
    handler: async (request) => {
      const record = await service.save({
        is_enabled: false,
        is_active: false,
        actual_end_time: app.clock.now(),
        progress: 100,
      });
      await audit(request, "end_maintenance", {});
      return record;
    },
  });

  api.post(apiPath(maintenanceEndpoints, "progress"), {
    ...admin,
    schema: {
      ...base,
      summary: "Report how far the maintenance has come (0–100)",
      body: maintenanceProgressInput,
    },
    handler: async (request) => {
      const record = await service.save({ progress: request.body.progress });
      await audit(request, "update_progress", request.body);
      return record;
    },
  });

  api.get(apiPath(siteSettingsEndpoints, "current"), {
    config: { access: "public" },
    schema: {
      tags: ["settings"],
      summary: "Public contact details for the site footer",
      response: { 200: siteSettings },
    },
    handler: async () => {
      // The first read stores the defaults, so the table's defaults are the only ones.
      await system.data.insert(siteSettingsTable).values({ id: 1 }).onConflictDoNothing();
      const row = theRow(
        await system.data.select().from(siteSettingsTable).where(eq(siteSettingsTable.id, 1)),
      );
      return presentSite(row);
    },
  });

  api.put(apiPath(siteSettingsEndpoints, "update"), {
    ...admin,
    schema: {
      ...base,
      summary: "Change the public contact details",
      body: siteSettingsUpdate,
      response: { 200: siteSettings },
    },
    handler: async (request) => {
      const row = theRow(
        await system.data
          .insert(siteSettingsTable)
          .values({ id: 1, ...request.body })
          .onConflictDoUpdate({ target: siteSettingsTable.id, set: request.body })
          .returning(),
      );
      await recordAudit(system.data, {
        principal: request.principal,
        ip: request.ip,
        action: "update",
        resource: "site-settings",
        objectId: 1,
        changes: request.body,
      });
      return presentSite(row);
    },
  });
}
