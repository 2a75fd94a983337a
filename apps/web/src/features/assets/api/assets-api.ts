import type {
  Asset,
  AssetAssignment,
  AssetCategory,
  AssetCondition,
  AssetDocument,
  AssetGlobal,
  AssetHistoryEntry,
  AssetMaintenance,
  AssetStatus,
  AssetTotals,
  AssetUploadReport,
  Page,
} from "@cm/contracts";
import { todayIso } from "@cm/contracts/rules";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type QueryParams } from "../../../lib/api-client";
import { downloadFile, type UploadProgress, uploadForm } from "../../../lib/file-transfer";
import { type ListParams, listQuery, resourceKeys, useResourceList } from "../../../lib/resource-hooks";
import { useWorkingChurchId } from "../../../lib/working-church";

export const ASSETS_PATH = "/assets/assets/";
/** The area-wide actions: global/, export/, download_template/, bulk_upload/, labels/. */
export const AREA_PATH = "/assets/";
export const CATEGORIES_PATH = "/assets/categories/";
export const ASSIGNMENTS_PATH = "/assets/assignments/";
export const MAINTENANCE_PATH = "/assets/maintenance/";
export const DOCUMENTS_PATH = "/assets/documents/";

/** Every asset query starts with one of these: a write refreshes them all. */
const ALL_PATHS = [ASSETS_PATH, CATEGORIES_PATH, ASSIGNMENTS_PATH, MAINTENANCE_PATH, DOCUMENTS_PATH];
const AREA = "assets-area";

export type AssetInput = {
  name: string;
  category: number;
  asset_tag: string;
  serial_number: string;
  description: string;
  location: string;
  purchase_date: string | null;
  purchase_cost: string | null;
  current_value: string | null;
  condition: AssetCondition;
};

/** Refreshes every asset list and figure after a write (statuses move between them). */
export function useInvalidateAssets() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      ALL_PATHS.map((path) => client.invalidateQueries({ queryKey: resourceKeys.all(path) })).concat(
        client.invalidateQueries({ queryKey: [AREA] }),
      ),
    );
}

/** A write that refreshes the asset pages once it is done. */
function useAssetWrite<I, O>(run: (input: I) => Promise<O>) {
  const invalidate = useInvalidateAssets();
  return useMutation({ mutationFn: run, onSuccess: () => invalidate() });
}

/** The list's search and filters without paging (for totals, exports and labels). */
export function filterQuery(params: ListParams): QueryParams {
  const { page: _page, page_size: _size, ...rest } = listQuery(params);
  return rest;
}

export const useAssetList = (params: ListParams) => useResourceList<Asset>(ASSETS_PATH, params);
export const useAssignmentList = (params: ListParams) =>
  useResourceList<AssetAssignment>(ASSIGNMENTS_PATH, params);
export const useMaintenanceList = (params: ListParams) =>
  useResourceList<AssetMaintenance>(MAINTENANCE_PATH, params);
export const useDocumentList = (params: ListParams) => useResourceList<AssetDocument>(DOCUMENTS_PATH, params);

export function useAsset(id: number) {
  return useQuery({
    queryKey: resourceKeys.detail(ASSETS_PATH, id),
    queryFn: ({ signal }) => api.get<Asset>(`${ASSETS_PATH}${id}/`, undefined, { signal }),
  });
}

export function useAssetHistory(id: number) {
  return useQuery({
    queryKey: [...resourceKeys.detail(ASSETS_PATH, id), "history"],
    queryFn: ({ signal }) =>
      api.get<AssetHistoryEntry[]>(`${ASSETS_PATH}${id}/history/`, undefined, { signal }),
  });
}

export function useAssetTotals(params: ListParams) {
  const query = filterQuery(params);
  return useQuery({
    queryKey: [...resourceKeys.all(ASSETS_PATH), "totals", query],
    queryFn: ({ signal }) => api.get<AssetTotals>(`${ASSETS_PATH}totals/`, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The working church's categories (Fixed Asset and Movable Asset come with the first read). */
export function useAssetCategories() {
  const church = useWorkingChurchId();
  return useQuery({
    queryKey: [...resourceKeys.all(CATEGORIES_PATH), "choices", church],
    queryFn: ({ signal }) =>
      api
        .get<Page<AssetCategory>>(CATEGORIES_PATH, { page_size: 100, ordering: "name", church }, { signal })
        .then((p) => p.results),
    staleTime: 60_000,
  });
}

export function useGlobalAssets(query: { region?: number; country?: number; search?: string; page: number }) {
  return useQuery({
    queryKey: [AREA, "global", query],
    queryFn: ({ signal }) =>
      api.get<AssetGlobal>(`${AREA_PATH}global/`, { ...query, page_size: 20 }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveAsset() {
  return useAssetWrite(({ id, data }: { id: number | null; data: AssetInput }) =>
    id === null ? api.post<Asset>(ASSETS_PATH, data) : api.patch<Asset>(`${ASSETS_PATH}${id}/`, data),
  );
}

export function useUploadPhoto() {
  return useAssetWrite(({ id, file, onProgress }: { id: number; file: File; onProgress: UploadProgress }) => {
    const form = new FormData();
    form.append("file", file);
    return uploadForm<Asset>(`${ASSETS_PATH}${id}/upload_photo/`, form, onProgress);
  });
}

export function useChangeStatus() {
  return useAssetWrite(({ id, status, note }: { id: number; status: AssetStatus; note: string }) =>
    api.post<Asset>(`${ASSETS_PATH}${id}/change_status/`, { status, note }),
  );
}

export function useUpdateValue() {
  return useAssetWrite(({ id, current_value, note }: { id: number; current_value: string; note: string }) =>
    api.post<Asset>(`${ASSETS_PATH}${id}/update_value/`, { current_value, note }),
  );
}

export function useDeleteAsset() {
  return useAssetWrite((id: number) => api.delete(`${ASSETS_PATH}${id}/`));
}

export function useBulkUpload() {
  const church = useWorkingChurchId();
  return useAssetWrite(({ file, onProgress }: { file: File; onProgress: UploadProgress }) => {
    const form = new FormData();
    form.append("file", file);
    if (church) form.append("church_id", String(church));
    // A file with rows to fix answers 400 with the report by row: shown, not thrown.
    return uploadForm<AssetUploadReport>(`${AREA_PATH}bulk_upload/`, form, onProgress, (status, body) =>
      status === 400 && body && typeof body === "object" && "errors" in body
        ? (body as AssetUploadReport)
        : undefined,
    );
  });
}

export const downloadAssetTemplate = () =>
  downloadFile(`${AREA_PATH}download_template/`, {}, "assets-upload-template.xlsx");

export const exportAssets = (format: "xlsx" | "csv", params: ListParams) =>
  downloadFile(`${AREA_PATH}export/`, { ...filterQuery(params), format }, `assets-${todayIso()}.${format}`);

export const printLabels = (ids: number[]) =>
  downloadFile(`${AREA_PATH}labels/`, { ids: ids.join(",") }, "asset-labels.pdf");

export type AssignmentInput = {
  asset: number;
  member: number | null;
  assigned_to: string;
  due_back: string | null;
  notes: string;
};

export function useAssign() {
  return useAssetWrite((input: AssignmentInput) => api.post<AssetAssignment>(ASSIGNMENTS_PATH, input));
}

export function useReturnAsset() {
  return useAssetWrite(({ id, condition, notes }: { id: number; condition: AssetCondition; notes: string }) =>
    api.post<AssetAssignment>(`${ASSIGNMENTS_PATH}${id}/return_asset/`, { condition, notes }),
  );
}

export type MaintenanceInput = {
  asset: number;
  kind: AssetMaintenance["kind"];
  scheduled_for: string;
  description: string;
  vendor: string;
  cost: string | null;
};

export function useScheduleMaintenance() {
  return useAssetWrite((input: MaintenanceInput) => api.post<AssetMaintenance>(MAINTENANCE_PATH, input));
}

/** start_maintenance/, complete_maintenance/ or cancel_maintenance/ of one piece of work. */
export function useMaintenanceStep() {
  return useAssetWrite(
    ({
      id,
      step,
      body,
    }: {
      id: number;
      step: "start" | "complete" | "cancel";
      body?: Record<string, unknown>;
    }) => api.post<AssetMaintenance>(`${MAINTENANCE_PATH}${id}/${step}_maintenance/`, body ?? {}),
  );
}

export function useUploadDocument() {
  return useAssetWrite(
    ({
      fields,
      file,
      onProgress,
    }: {
      fields: Record<string, string>;
      file: File;
      onProgress: UploadProgress;
    }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append("file", file);
      return uploadForm<AssetDocument>(`${DOCUMENTS_PATH}upload/`, form, onProgress);
    },
  );
}

export function useDeleteDocument() {
  return useAssetWrite((id: number) => api.delete(`${DOCUMENTS_PATH}${id}/`));
}

export const downloadDocument = (doc: AssetDocument) =>
  downloadFile(`${DOCUMENTS_PATH}${doc.id}/download/`, {}, doc.file_name);
