import type { AuditLog, Church, User } from "@cm/contracts";
import { auditLogsEndpoints, churchesEndpoints, usersEndpoints } from "@cm/contracts";
import type { QueryParams } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/file-transfer";
import { type ListParams, useResource, useResourceList } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const auditLogsClient = clientOf(auditLogsEndpoints);
const churchesClient = clientOf(churchesEndpoints);
const usersClient = clientOf(usersEndpoints);

export function useAuditLogs(params: ListParams) {
  return useResourceList<AuditLog>(auditLogsClient.path, params);
}

/** A page of people to pick from, narrowed by what was typed; idle until the picker opens. */
export function useUserChoices(search: string, enabled: boolean) {
  return useResourceList<User>(
    usersClient.path,
    { page_size: 20, ordering: "username", search: search || undefined },
    { enabled },
  );
}

export function useChurchChoices(search: string, enabled: boolean) {
  return useResourceList<Church>(
    churchesClient.path,
    { page_size: 20, ordering: "name", search: search || undefined },
    { enabled },
  );
}

export function useChurch(id: number) {
  return useResource<Church>(churchesClient.path, id);
}

/** The first hundred churches by name, to name the church of each row without a request per row. */
export function useChurchNames() {
  return useResourceList<Church>(churchesClient.path, { page_size: 100, ordering: "name" });
}

/** Downloads the CSV of the audit log with these filters (it needs the bearer token a plain link would not send). */
export function downloadAuditCsv(query: QueryParams): Promise<void> {
  return downloadFile(
    auditLogsClient.actionPath("export"),
    query,
    `audit-log-${new Date().toISOString().slice(0, 10)}.csv`,
  );
}
