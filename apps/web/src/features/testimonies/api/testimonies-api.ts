import type {
  MedicalDocument,
  Testimony,
  TestimonyStats,
  TestimonyType,
  testimonyCreate,
  testimonyTypeCreate,
  testimonyUpdate,
} from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type UploadProgress, uploadForm } from "../../../lib/file-transfer";
import {
  type ListParams,
  resourceKeys,
  useCreateResource,
  useDeleteResource,
  useResourceList,
  useUpdateResource,
} from "../../../lib/resource-hooks";

export const TESTIMONIES_PATH = "/testimonies/testimonies/";
export const TYPES_PATH = "/testimonies/types/";
export const DOCUMENTS_PATH = "/testimonies/medical-documents/";

export type TestimonyInput = z.input<typeof testimonyCreate>;
export type TestimonyChanges = Partial<z.input<typeof testimonyUpdate>>;
export type TypeInput = z.input<typeof testimonyTypeCreate>;

/** Refreshes every testimonies list and figure after a write (the public list too). */
function useInvalidateTestimonies() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [TESTIMONIES_PATH, DOCUMENTS_PATH, "/testimonies/public/"].map((path) =>
        client.invalidateQueries({ queryKey: resourceKeys.all(path) }),
      ),
    );
}

export const useTestimonyList = (params: ListParams) => useResourceList<Testimony>(TESTIMONIES_PATH, params);

/**
 * A testimony by its slug, as the signed-in user may read it; null when there is none. A slug is
 * unique across churches, so an officer's chosen church does not narrow it (`church: undefined`).
 */
export function useTestimonyBySlug(slug: string) {
  return useQuery({
    queryKey: [...resourceKeys.all(TESTIMONIES_PATH), "slug", slug],
    queryFn: async ({ signal }) => {
      const page = await api.get<{ results: Testimony[] }>(
        TESTIMONIES_PATH,
        { slug, page_size: 1, church: undefined },
        { signal },
      );
      return page.results[0] ?? null;
    },
  });
}

export const useCreateTestimony = () => useCreateResource<TestimonyInput, Testimony>(TESTIMONIES_PATH);

/** PATCH: publishing and featuring change the public list too, which is refreshed with it. */
export function useUpdateTestimony() {
  const refresh = useInvalidateTestimonies();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: TestimonyChanges }) =>
      api.patch<Testimony>(`${TESTIMONIES_PATH}${id}/`, data),
    onSuccess: refresh,
  });
}

type Decision =
  | { action: "verify"; note: string; is_public?: boolean }
  | { action: "unverify"; note: string }
  | { action: "reject"; reason: string };

/** Verify (and publish), unverify or reject a testimony. */
export function useDecideTestimony() {
  const refresh = useInvalidateTestimonies();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: Decision }) => {
      const { action, ...body } = decision;
      return api.post<Testimony>(`${TESTIMONIES_PATH}${id}/${action}/`, body);
    },
    onSuccess: refresh,
  });
}

/** Attaches a medical document to a testimony. */
export function useUploadDocument() {
  const refresh = useInvalidateTestimonies();
  return useMutation({
    mutationFn: ({
      testimony,
      file,
      onProgress,
    }: {
      testimony: number;
      file: File;
      onProgress: UploadProgress;
    }) => {
      const form = new FormData();
      form.append("file", file);
      return uploadForm<MedicalDocument>(
        `${TESTIMONIES_PATH}${testimony}/medical_documents/`,
        form,
        onProgress,
      );
    },
    onSuccess: refresh,
  });
}

/** Sets a testimony's photo (shown with it on the public site). */
export function useUploadPhoto() {
  const refresh = useInvalidateTestimonies();
  return useMutation({
    mutationFn: ({ testimony, file }: { testimony: number; file: File }) => {
      const form = new FormData();
      form.append("file", file);
      return uploadForm<Testimony>(`${TESTIMONIES_PATH}${testimony}/photo/`, form, () => {});
    },
    onSuccess: refresh,
  });
}

/** Removes a document; the testimony that lists it is refreshed. */
export function useDeleteDocument() {
  const refresh = useInvalidateTestimonies();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${DOCUMENTS_PATH}${id}/`),
    onSuccess: refresh,
  });
}

export function useTestimonyStats() {
  return useQuery({
    queryKey: [...resourceKeys.all(TESTIMONIES_PATH), "stats"],
    queryFn: ({ signal }) => api.get<TestimonyStats>(`${TESTIMONIES_PATH}stats/`, undefined, { signal }),
  });
}

export const useTypeList = (params: ListParams) => useResourceList<TestimonyType>(TYPES_PATH, params);
export const useCreateType = () => useCreateResource<TypeInput, TestimonyType>(TYPES_PATH);
export const useUpdateType = () => useUpdateResource<Partial<TypeInput>, TestimonyType>(TYPES_PATH);
export const useDeleteType = () => useDeleteResource(TYPES_PATH);
