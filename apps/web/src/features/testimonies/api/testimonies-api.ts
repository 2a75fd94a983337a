import type {
  MedicalDocument,
  Testimony,
  TestimonyInput,
  TestimonyType,
  TestimonyTypeInput,
  testimonyUpdate,
} from "@cm/contracts";
import {
  publicTestimoniesEndpoints,
  testimoniesEndpoints,
  testimonyDocumentsEndpoints,
  testimonyTypesEndpoints,
} from "@cm/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { refreshingMutation } from "../../../components/shared-parts/refreshing-mutation";
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
import { clientOf } from "../../../lib/typed-client";

const publicTestimoniesClient = clientOf(publicTestimoniesEndpoints);
const testimoniesClient = clientOf(testimoniesEndpoints);
const testimonyDocumentsClient = clientOf(testimonyDocumentsEndpoints);
const testimonyTypesClient = clientOf(testimonyTypesEndpoints);

export type TestimonyChanges = Partial<z.input<typeof testimonyUpdate>>;

/** Refreshes every testimonies list and figure after a write (the public list too). */
function useInvalidateTestimonies() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [testimoniesClient.path, testimonyDocumentsClient.path, publicTestimoniesClient.path].map((path) =>
        client.invalidateQueries({ queryKey: resourceKeys.all(path) }),
      ),
    );
}
const useRefreshingWrite = refreshingMutation(useInvalidateTestimonies);

export const useTestimonyList = (params: ListParams) =>
  useResourceList<Testimony>(testimoniesClient.path, params);

/**
 * A testimony by its slug, as the signed-in user may read it; null when there is none. A slug is
 * unique across churches, so an officer's chosen church does not narrow it (`church: undefined`).
 */
export function useTestimonyBySlug(slug: string) {
  return useQuery({
    queryKey: [...resourceKeys.all(testimoniesClient.path), "slug", slug],
    queryFn: async ({ signal }) => {
      const page = await api.get<{ results: Testimony[] }>(
        testimoniesClient.path,
        { slug, page_size: 1, church: undefined },
        { signal },
      );
      return page.results[0] ?? null;
    },
  });
}

export const useCreateTestimony = () => useCreateResource<TestimonyInput, Testimony>(testimoniesClient.path);

/** PATCH: publishing and featuring change the public list too, which is refreshed with it. */
export const useUpdateTestimony = () =>
  useRefreshingWrite(({ id, data }: { id: number; data: TestimonyChanges }) =>
    testimoniesClient.update(id, data),
  );

type Decision =
  | { action: "verify"; note: string; is_public?: boolean }
  | { action: "unverify"; note: string }
  | { action: "reject"; reason: string };

/** Verify (and publish), unverify or reject a testimony. */
export const useDecideTestimony = () =>
  useRefreshingWrite(({ id, decision }: { id: number; decision: Decision }) => {
    const { action, ...body } = decision;
    return testimoniesClient.run(action, { id: id, body: body });
  });

/** Attaches a medical document to a testimony. */
export const useUploadDocument = () =>
  useRefreshingWrite(
    ({ testimony, file, onProgress }: { testimony: number; file: File; onProgress: UploadProgress }) => {
      const form = new FormData();
      form.append("file", file);
      return uploadForm<MedicalDocument>(
        testimoniesClient.actionPath("medical_documents", testimony),
        form,
        onProgress,
      );
    },
  );

/** Sets a testimony's photo (shown with it on the public site). */
export const useUploadPhoto = () =>
  useRefreshingWrite(({ testimony, file }: { testimony: number; file: File }) => {
    const form = new FormData();
    form.append("file", file);
    return uploadForm<Testimony>(testimoniesClient.actionPath("photo", testimony), form, () => {});
  });

/** Removes a document; the testimony that lists it is refreshed. */
export const useDeleteDocument = () =>
  useRefreshingWrite((id: number) => testimonyDocumentsClient.remove(id));

export function useTestimonyStats() {
  return useQuery({
    queryKey: [...resourceKeys.all(testimoniesClient.path), "stats"],
    queryFn: ({ signal }) => testimoniesClient.run("stats", { signal }),
  });
}

export const useTypeList = (params: ListParams) =>
  useResourceList<TestimonyType>(testimonyTypesClient.path, params);
export const useCreateType = () =>
  useCreateResource<TestimonyTypeInput, TestimonyType>(testimonyTypesClient.path);
export const useUpdateType = () =>
  useUpdateResource<Partial<TestimonyTypeInput>, TestimonyType>(testimonyTypesClient.path);
export const useDeleteType = () => useDeleteResource(testimonyTypesClient.path);
