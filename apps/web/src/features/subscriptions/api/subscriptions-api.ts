import type {
  CancelSubscriptionInput,
  ChurchStatistics,
  Subscription,
  subscriptionStatistics,
  trialEligibility,
} from "@cm/contracts";
import { churchesEndpoints, subscriptionsEndpoints } from "@cm/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { refreshingMutation } from "../../../components/shared-parts/refreshing-mutation";
import { api } from "../../../lib/api-client";
import { type ListParams, useResourceList } from "../../../lib/resource-hooks";
import { CURRENT_SUBSCRIPTION_KEY } from "../../../lib/subscription-queries";
import { clientOf } from "../../../lib/typed-client";

const churchesClient = clientOf(churchesEndpoints);
const subscriptionsClient = clientOf(subscriptionsEndpoints);

export type SubscriptionStatistics = z.infer<typeof subscriptionStatistics>;
export type TrialEligibility = z.infer<typeof trialEligibility>;

/** Refreshes everything that shows the current subscription, the banner included. */
export function useRefreshSubscription() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [CURRENT_SUBSCRIPTION_KEY] }),
      client.invalidateQueries({ queryKey: ["subscriptions/subscriptions"] }),
    ]);
}
const useRefreshingWrite = refreshingMutation(useRefreshSubscription);

export function useTrialEligibility(enabled: boolean) {
  return useQuery({
    queryKey: ["subscriptions/subscriptions", "trial-eligibility"],
    queryFn: ({ signal }) =>
      api.get<TrialEligibility>(subscriptionsClient.actionPath("check_trial_eligibility"), undefined, {
        signal,
      }),
    enabled,
  });
}

export const useStartTrial = () =>
  useRefreshingWrite((plan: number) => subscriptionsClient.run("start_trial", { body: { plan } }));

export const useCancelSubscription = () =>
  useRefreshingWrite((input: CancelSubscriptionInput) => subscriptionsClient.run("cancel", { body: input }));

/** The church's subscriptions, newest first. */
export function useSubscriptionHistory(church: number | null) {
  return useQuery({
    queryKey: ["subscriptions/subscriptions", "history", church],
    queryFn: ({ signal }) => subscriptionsClient.run("history", { signal }),
    enabled: church !== null,
  });
}

/** Every church's subscriptions (national roles), a page at a time. */
export function useSubscriptionList(params: ListParams) {
  return useResourceList<Subscription>(subscriptionsClient.path, params);
}

export function useSubscriptionStatistics() {
  return useQuery({
    queryKey: ["subscriptions/subscriptions", "statistics"],
    queryFn: ({ signal }) =>
      api.get<SubscriptionStatistics>(subscriptionsClient.actionPath("statistics"), undefined, {
        signal,
      }),
  });
}

/** Churches to filter the list by. */
export function useChurchChoices() {
  return useResourceList<{ id: number; name: string }>(churchesClient.path, {
    page: 1,
    page_size: 100,
    ordering: "name",
  });
}

/** A church's figures: a call gated by the Basic dashboard feature. */
export function useChurchStatistics(church: number | null) {
  return useQuery({
    queryKey: ["churches/churches", "statistics", church],
    queryFn: ({ signal }) =>
      api.get<ChurchStatistics>(churchesClient.actionPath("statistics", String(church)), undefined, {
        signal,
      }),
    enabled: church !== null,
    retry: false,
  });
}
