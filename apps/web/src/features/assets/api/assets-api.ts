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
import {
  assetAreaEndpoints,
  assetAssignmentsEndpoints,
  assetCategoriesEndpoints,
  assetDocumentsEndpoints,
  assetMaintenanceEndpoints,
  assetsEndpoints,
} from "@cm/contracts";
import { todayIso } from "@cm/contracts/rules";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { refreshingMutation } from "../../../components/shared-parts/refreshing-mutation";
import { api, type QueryParams } from "../../../lib/api-client";
import { downloadFile, type UploadProgress, uploadForm } from "../../../lib/file-transfer";
import { type ListParams, listQuery, resourceKeys, useResourceList } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";
import { useWorkingChurchId } from "../../../lib/working-church";

const assetAreaClient = clientOf(assetAreaEndpoints);
const assetAssignmentsClient = clientOf(assetAssignmentsEndpoints);
const assetCategoriesClient = clientOf(assetCategoriesEndpoints);
const assetDocumentsClient = clientOf(assetDocumentsEndpoints);
const assetMaintenanceClient = clientOf(assetMaintenanceEndpoints);
const assetsClient = clientOf(assetsEndpoints);

/** The area-wide actions: global/, export/, download_template/, bulk_upload/, labels/. */

/** Every asset query starts with one of these: a write refreshes them all. */
const ALL_PATHS = [
  assetsClient.path,
  assetCategoriesClient.path,
  assetAssignmentsClient.path,
  assetMaintenanceClient.path,
  assetDocumentsClient.path,
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
const useAssetWrite = refreshingMutation(useInvalidateAssets);

/** The list's search and filters without paging (for totals, exports and labels). */
export function filterQuery(params: ListParams): QueryParams {
  const { page: _page, page_size: _size, ...rest } = listQuery(params);
  return rest;
}

export const useAssetList = (params: ListParams) => useResourceList<Asset>(assetsClient.path, params);
export const useAssignmentList = (params: ListParams) =>
  useResourceList<AssetAssignment>(assetAssignmentsClient.path, params);
export const useMaintenanceList = (params: ListParams) =>
  useResourceList<AssetMaintenance>(assetMaintenanceClient.path, params);
export const useDocumentList = (params: ListParams) =>
  useResourceList<AssetDocument>(assetDocumentsClient.path, params);

export function useAsset(id: number) {
  return useQuery({
    queryKey: resourceKeys.detail(assetsClient.path, id),
    queryFn: ({ signal }) => assetsClient.get(id, { signal }),
  });
}

export function useAssetHistory(id: number) {
  return useQuery({
    queryKey: [...resourceKeys.detail(assetsClient.path, id), "history"],
    queryFn: ({ signal }) => assetsClient.run("history", { id: id, signal }),
  });
}

export function useAssetTotals(params: ListParams) {
  const query = filterQuery(params);
  return useQuery({
    queryKey: [...resourceKeys.all(assetsClient.path), "totals", query],
    queryFn: ({ signal }) => assetsClient.run("totals", { query: query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The working church's categories (Fixed Asset and Movable Asset come with the first read). */
export function useAssetCategories() {
  const church = useWorkingChurchId();
  return useQuery({
    queryKey: [...resourceKeys.all(assetCategoriesClient.path), "choices", church],
    queryFn: ({ signal }) =>
      api
        .get<Page<AssetCategory>>(
          assetCategoriesClient.path,
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
    queryFn: ({ signal }) => assetAreaClient.run("global", { query: { ...query, page_size: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveAsset() {
  return useAssetWrite(({ id, data }: { id: number | null; data: AssetInput }) =>
    id === null ? assetsClient.create(data) : assetsClient.update(id, data),
  );
}

export function useUploadPhoto() {
  return useAssetWrite(({ id, file, onProgress }: { id: number; file: File; onProgress: UploadProgress }) => {
    const form = new FormData();
    form.append("file", file);
    return uploadForm<Asset>(assetsClient.actionPath("upload_photo", id), form, onProgress);
  });
}

export function useChangeStatus() {
  return useAssetWrite(({ id, status, note }: { id: number; status: AssetStatus; note: string }) =>
    assetsClient.run("change_status", { id: id, body: { status, note } }),
  );
}

export function useUpdateValue() {
  return useAssetWrite(({ id, current_value, note }: { id: number; current_value: string; note: string }) =>
    assetsClient.run("update_value", { id: id, body: { current_value, note } }),
  );
}

export function useDeleteAsset() {
  return useAssetWrite((id: number) => assetsClient.remove(id));
}

export function useBulkUpload() {
  const church = useWorkingChurchId();
  return useAssetWrite(({ file, onProgress }: { file: File; onProgress: UploadProgress }) => {
    const form = new FormData();
    form.append("file", file);
    if (church) form.append("church_id", String(church));
    // A file with rows to fix answers 400 with the report by row: shown, not thrown.
    return uploadForm<AssetUploadReport>(
      assetAreaClient.actionPath("bulk_upload"),
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
  downloadFile(assetAreaClient.actionPath("download_template"), {}, "assets-upload-template.xlsx");

export const exportAssets = (format: "xlsx" | "csv", params: ListParams) =>
  downloadFile(
    assetAreaClient.actionPath("export"),
    { ...filterQuery(params), format },
    `assets-${todayIso()}.${format}`,
  );

export const printLabels = (ids: number[]) =>
  downloadFile(assetAreaClient.actionPath("labels"), { ids: ids.join(",") }, "asset-labels.pdf");

export function useAssign() {
  return useAssetWrite((input: AssetAssignmentInput) => assetAssignmentsClient.create(input));
}

export function useReturnAsset() {
  return useAssetWrite(({ id, condition, notes }: { id: number; condition: AssetCondition; notes: string }) =>
    assetAssignmentsClient.run("return_asset", {
      id: id,
      body: {
        condition,
        notes,
      },
    }),
  );
}

export function useScheduleMaintenance() {
  return useAssetWrite((input: AssetMaintenanceInput) => assetMaintenanceClient.create(input));
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
    }) => assetMaintenanceClient.run(`${step}_maintenance`, { id: id, body: body ?? {} }),
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
      return uploadForm<AssetDocument>(assetDocumentsClient.actionPath("upload"), form, onProgress);
    },
  );
}

export function useDeleteDocument() {
  return useAssetWrite((id: number) => assetDocumentsClient.remove(id));
}

export const downloadDocument = (doc: AssetDocument) =>
  downloadFile(assetDocumentsClient.actionPath("download", doc.id), {}, doc.file_name);
