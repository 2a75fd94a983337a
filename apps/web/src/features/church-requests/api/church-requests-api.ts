import type { ChurchRequest, Page } from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const REQUESTS_PATH = "/churches/requests/";
const MY_REQUESTS_KEY = ["churches/requests", "mine"] as const;

export type RegionOption = { id: number; name: string };

export type ChurchRequestInput = {
  church_name: string;
  region: number;
  address: string;
  contact_phone: string;
  contact_email: string;
  notes: string;
};

/** The signed-in user's own requests, newest first as the API sends them. */
export function useMyChurchRequests() {
  return useQuery({
    queryKey: MY_REQUESTS_KEY,
    queryFn: ({ signal }) =>
      api.get<ChurchRequest[]>(`${REQUESTS_PATH}list_my_requests/`, undefined, { signal }),
  });
}

/** Every region, for the request form's region choice. */
export function useRegionOptions() {
  return useQuery({
    queryKey: ["regions", "options"],
    queryFn: ({ signal }) => api.get<Page<RegionOption>>("/regions/", { page_size: 100 }, { signal }),
    select: (page) => page.results,
    staleTime: 5 * 60_000,
  });
}

function useInvalidateRequests() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ["churches/requests"] });
}

export function useCreateChurchRequest() {
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: (input: ChurchRequestInput) => api.post<ChurchRequest>(REQUESTS_PATH, input),
    onSuccess: invalidate,
  });
}

export function useCancelChurchRequest() {
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: (id: number) => api.post<ChurchRequest>(`${REQUESTS_PATH}${id}/cancel/`),
    onSuccess: invalidate,
  });
}

export type ReviewDecision = "approve" | "reject";

export function useReviewChurchRequest() {
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: ({ id, decision, notes }: { id: number; decision: ReviewDecision; notes: string }) =>
      api.post<ChurchRequest>(`${REQUESTS_PATH}${id}/${decision}/`, { notes }),
    onSuccess: invalidate,
  });
}
