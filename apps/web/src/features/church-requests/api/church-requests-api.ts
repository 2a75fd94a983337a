import type { ChurchRequest, ChurchRequestInput, Page } from "@cm/contracts";
import { churchRequestsEndpoints, regionsEndpoints } from "@cm/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { refreshingMutation } from "../../../components/shared-parts/refreshing-mutation";
import { api } from "../../../lib/api-client";
import { clientOf } from "../../../lib/typed-client";

const churchRequestsClient = clientOf(churchRequestsEndpoints);
const regionsClient = clientOf(regionsEndpoints);

const MY_REQUESTS_KEY = ["churches/requests", "mine"] as const;

export type RegionOption = { id: number; name: string };

/** The signed-in user's own requests, newest first as the API sends them. */
export function useMyChurchRequests() {
  return useQuery({
    queryKey: MY_REQUESTS_KEY,
    queryFn: ({ signal }) =>
      api.get<ChurchRequest[]>(churchRequestsClient.actionPath("list_my_requests"), undefined, {
        signal,
      }),
  });
}

/** Every region, for the request form's region choice. */
export function useRegionOptions() {
  return useQuery({
    queryKey: ["regions", "options"],
    queryFn: ({ signal }) => api.get<Page<RegionOption>>(regionsClient.path, { page_size: 100 }, { signal }),
    select: (page) => page.results,
    staleTime: 5 * 60_000,
  });
}

function useInvalidateRequests() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ["churches/requests"] });
}
const useRefreshingWrite = refreshingMutation(useInvalidateRequests);

export const useCreateChurchRequest = () =>
  useRefreshingWrite((input: ChurchRequestInput) => churchRequestsClient.create(input));

export const useCancelChurchRequest = () =>
  useRefreshingWrite((id: number) => churchRequestsClient.run("cancel", { id: id }));

export type ReviewDecision = "approve" | "reject";

export const useReviewChurchRequest = () =>
  useRefreshingWrite(({ id, decision, notes }: { id: number; decision: ReviewDecision; notes: string }) =>
    churchRequestsClient.run(decision, { id: id, body: { notes } }),
  );
