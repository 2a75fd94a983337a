import type {
  Donation,
  DonationInput,
  Fund,
  FundInput,
  GiftPayment,
  GivingBatch,
  GivingBatchInput,
} from "@cm/contracts";
import {
  donationsEndpoints,
  financeCategoriesEndpoints,
  fundsEndpoints,
  givingBatchesEndpoints,
  onlineGiftsEndpoints,
} from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type ListParams,
  resourceKeys,
  useDeleteResource,
  useResource,
  useResourceList,
  useSaveResource,
} from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const funds = clientOf(fundsEndpoints);
const batches = clientOf(givingBatchesEndpoints);
const donations = clientOf(donationsEndpoints);
const onlineGifts = clientOf(onlineGiftsEndpoints);

export const useFundList = (params: ListParams) => useResourceList<Fund>(funds.path, params);
export const useSaveFund = () => useSaveResource<FundInput, Fund>(funds.path);
export const useDeleteFund = () => useDeleteResource(funds.path);

/** The funds a gift may go to: the active ones, national defaults and the church's own. */
export function useActiveFunds() {
  return useResourceList<Fund>(funds.path, {
    page_size: 100,
    ordering: "name",
    filters: { is_active: true },
  });
}

export const useBatchList = (params: ListParams) => useResourceList<GivingBatch>(batches.path, params);
export const useBatch = (id: number) => useResource<GivingBatch>(batches.path, id);
export const useSaveBatch = () => useSaveResource<GivingBatchInput, GivingBatch>(batches.path);
export const useDeleteBatch = () => useDeleteResource(batches.path);

export const useDonationList = (params: ListParams, enabled = true) =>
  useResourceList<Donation>(donations.path, params, { enabled });

/** The gifts given on the church's public giving page (the office's read-only list). */
export const useOnlineGiftList = (params: ListParams) =>
  useResourceList<GiftPayment>(onlineGifts.path, params);

/** After a count or a gift changes: the counts, the gifts and the books are read again. */
function useRefreshGiving() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: resourceKeys.all(batches.path) }),
      client.invalidateQueries({ queryKey: resourceKeys.all(donations.path) }),
    ]);
}

/** Enters a gift into an open count; the count's totals are read again with the gifts. */
export function useAddGift() {
  const refresh = useRefreshGiving();
  return useMutation({
    mutationFn: (input: DonationInput) => donations.create(input),
    onSuccess: refresh,
  });
}

/** Takes a gift out of an open count (its totals are read again). */
export function useDeleteDonation() {
  const refresh = useRefreshGiving();
  return useMutation({
    mutationFn: (id: number) => donations.remove(id),
    onSuccess: refresh,
  });
}

/** Submit, confirm or reopen a count. */
export function useBatchStep() {
  const refresh = useRefreshGiving();
  return useMutation({
    mutationFn: ({ id, step }: { id: number; step: "submit" | "confirm" | "reopen" }) =>
      batches.run(step, { id }),
    onSuccess: refresh,
  });
}

/** Reverse a final gift with a reason. */
export function useReverseDonation() {
  const refresh = useRefreshGiving();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      donations.run("reverse", { id, body: { reason } }),
    onSuccess: refresh,
  });
}

/** The signed-in member's own confirmed gifts of a year. */
export function useOwnGiving(year: number) {
  return useQuery({
    queryKey: [...resourceKeys.all(donations.path), "mine", year],
    queryFn: ({ signal }) => donations.run("mine", { query: { year }, signal }),
  });
}

const financeCategories = clientOf(financeCategoriesEndpoints);

/** The active income categories the church may post a fund to. */
export function useIncomeCategoryChoices() {
  return useQuery({
    queryKey: ["giving", "income-categories"],
    queryFn: ({ signal }) => financeCategories.run("income_categories", { signal }),
  });
}
