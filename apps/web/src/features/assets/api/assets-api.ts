import type {
  Asset,
  AssetAssignment,
  AssetAssignmentInput,
  AssetCategory,
  AssetCondition,
  AssetDocument,
  AssetInput,
  AssetMaintenance,
  AssetMaintenanceInput,
  AssetStatus,
  AssetUploadReport,
  Page,
} from "@cm/contracts";
import { todayIso } from "@cm/contracts/rules";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type QueryParams } from "../../../lib/api-client";
import { downloadFile, type UploadProgress, uploadForm } from "../../../lib/file-transfer";
import { type ListParams, listQuery, resourceKeys, useResourceList } from "../../../lib/resource-hooks";
import { apiClient } from "../../../lib/typed-client";
import { useWorkingChurchId } from "../../../lib/working-church";

/** The area-wide actions: global/, export/, download_template/, bulk_upload/, labels/. */

/** Every asset query starts with one of these: a write refreshes them all. */
const ALL_PATHS = [
  apiClient.assets.path,
  apiClient.assetCategories.path,
  apiClient.assetAssignments.path,
  apiClient.assetMaintenance.path,
  apiClient.assetDocuments.path,
];
const AREA = "assets-area";

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

export const useAssetList = (params: ListParams) => useResourceList<Asset>(apiClient.assets.path, params);
export const useAssignmentList = (params: ListParams) =>
  useResourceList<AssetAssignment>(apiClient.assetAssignments.path, params);
export const useMaintenanceList = (params: ListParams) =>
  useResourceList<AssetMaintenance>(apiClient.assetMaintenance.path, params);
export const useDocumentList = (params: ListParams) =>
  useResourceList<AssetDocument>(apiClient.assetDocuments.path, params);

export function useAsset(id: number) {
  return useQuery({
    queryKey: resourceKeys.detail(apiClient.assets.path, id),
    queryFn: ({ signal }) => apiClient.assets.get(id, { signal }),
  });
}

export function useAssetHistory(id: number) {
  return useQuery({
    queryKey: [...resourceKeys.detail(apiClient.assets.path, id), "history"],
    queryFn: ({ signal }) => apiClient.assets.run("history", { id: id, signal }),
  });
}

export function useAssetTotals(params: ListParams) {
  const query = filterQuery(params);
  return useQuery({
    queryKey: [...resourceKeys.all(apiClient.assets.path), "totals", query],
    queryFn: ({ signal }) => apiClient.assets.run("totals", { query: query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The working church's categories (Fixed Asset and Movable Asset come with the first read). */
export function useAssetCategories() {
  const church = useWorkingChurchId();
  return useQuery({
    queryKey: [...resourceKeys.all(apiClient.assetCategories.path), "choices", church],
    queryFn: ({ signal }) =>
      api
        .get<Page<AssetCategory>>(
          apiClient.assetCategories.path,
          { page_size: 100, ordering: "name", church },
          { signal },
        )
        .then((p) => p.results),
    staleTime: 60_000,
  });
}

export function useGlobalAssets(query: { region?: number; country?: number; search?: string; page: number }) {
  return useQuery({
    queryKey: [AREA, "global", query],
    queryFn: ({ signal }) =>
      apiClient.assetArea.run("global", { query: { ...query, page_size: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveAsset() {
  return useAssetWrite(({ id, data }: { id: number | null; data: AssetInput }) =>
    id === null ? apiClient.assets.create(data) : apiClient.assets.update(id, data),
  );
}

export function useUploadPhoto() {
  return useAssetWrite(({ id, file, onProgress }: { id: number; file: File; onProgress: UploadProgress }) => {
    const form = new FormData();
    form.append("file", file);
    return uploadForm<Asset>(apiClient.assets.actionPath("upload_photo", id), form, onProgress);
  });
}

export function useChangeStatus() {
  return useAssetWrite(({ id, status, note }: { id: number; status: AssetStatus; note: string }) =>
    apiClient.assets.run("change_status", { id: id, body: { status, note } }),
  );
}

export function useUpdateValue() {
  return useAssetWrite(({ id, current_value, note }: { id: number; current_value: string; note: string }) =>
    apiClient.assets.run("update_value", { id: id, body: { current_value, note } }),
  );
}

export function useDeleteAsset() {
  return useAssetWrite((id: number) => apiClient.assets.remove(id));
}

export function useBulkUpload() {
  const church = useWorkingChurchId();
  return useAssetWrite(({ file, onProgress }: { file: File; onProgress: UploadProgress }) => {
    const form = new FormData();
    form.append("file", file);
    if (church) form.append("church_id", String(church));
    // A file with rows to fix answers 400 with the report by row: shown, not thrown.
    return uploadForm<AssetUploadReport>(
      apiClient.assetArea.actionPath("bulk_upload"),
      form,
      onProgress,
      (status, body) =>
        status === 400 && body && typeof body === "object" && "errors" in body
          ? (body as AssetUploadReport)
          : undefined,
    );
  });
}

export const downloadAssetTemplate = () =>
  downloadFile(apiClient.assetArea.actionPath("download_template"), {}, "assets-upload-template.xlsx");

export const exportAssets = (format: "xlsx" | "csv", params: ListParams) =>
  downloadFile(
    apiClient.assetArea.actionPath("export"),
    { ...filterQuery(params), format },
    `assets-${todayIso()}.${format}`,
  );

export const printLabels = (ids: number[]) =>
  downloadFile(apiClient.assetArea.actionPath("labels"), { ids: ids.join(",") }, "asset-labels.pdf");

export function useAssign() {
  return useAssetWrite((input: AssetAssignmentInput) => apiClient.assetAssignments.create(input));
}

export function useReturnAsset() {
  return useAssetWrite(({ id, condition, notes }: { id: number; condition: AssetCondition; notes: string }) =>
    apiClient.assetAssignments.run("return_asset", {
      id: id,
      body: {
        condition,
        notes,
      },
    }),
  );
}

export function useScheduleMaintenance() {
  return useAssetWrite((input: AssetMaintenanceInput) => apiClient.assetMaintenance.create(input));
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
    }) => apiClient.assetMaintenance.run(`${step}_maintenance`, { id: id, body: body ?? {} }),
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
      return uploadForm<AssetDocument>(apiClient.assetDocuments.actionPath("upload"), form, onProgress);
    },
  );
}

export function useDeleteDocument() {
  return useAssetWrite((id: number) => apiClient.assetDocuments.remove(id));
}

export const downloadDocument = (doc: AssetDocument) =>
  downloadFile(apiClient.assetDocuments.actionPath("download", doc.id), {}, doc.file_name);
