import type { ChurchStatistics, Subscription, subscriptionStatistics, trialEligibility } from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type ListParams, useResourceList } from "../../../lib/resource-hooks";
import { CURRENT_SUBSCRIPTION_KEY } from "../../../lib/subscription-queries";

export const SUBSCRIPTIONS_PATH = "/subscriptions/subscriptions/";
const _PLANS_PATH = "/subscriptions/plans/";
const CHURCHES_PATH = "/churches/churches/";
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

export function useTrialEligibility(enabled: boolean) {
  return useQuery({
    queryKey: ["subscriptions/subscriptions", "trial-eligibility"],
    queryFn: ({ signal }) =>
      api.get<TrialEligibility>(`${SUBSCRIPTIONS_PATH}check_trial_eligibility/`, undefined, { signal }),
    enabled,
  });
}

export function useStartTrial() {
  const refresh = useRefreshSubscription();
  return useMutation({
    mutationFn: (plan: number) => api.post<Subscription>(`${SUBSCRIPTIONS_PATH}start_trial/`, { plan }),
    onSuccess: refresh,
  });
}

export type CancelInput = { subscription: number; reason: string; feedback: string };

export function useCancelSubscription() {
  const refresh = useRefreshSubscription();
  return useMutation({
    mutationFn: (input: CancelInput) => api.post<Subscription>(`${SUBSCRIPTIONS_PATH}cancel/`, input),
    onSuccess: refresh,
  });
}

/** The church's subscriptions, newest first. */
export function useSubscriptionHistory(church: number | null) {
  return useQuery({
    queryKey: ["subscriptions/subscriptions", "history", church],
    queryFn: ({ signal }) => api.get<Subscription[]>(`${SUBSCRIPTIONS_PATH}history/`, undefined, { signal }),
    enabled: church !== null,
  });
}

/** Every church's subscriptions (national roles), a page at a time. */
export function useSubscriptionList(params: ListParams) {
  return useResourceList<Subscription>(SUBSCRIPTIONS_PATH, params);
}

export function useSubscriptionStatistics() {
  return useQuery({
    queryKey: ["subscriptions/subscriptions", "statistics"],
    queryFn: ({ signal }) =>
      api.get<SubscriptionStatistics>(`${SUBSCRIPTIONS_PATH}statistics/`, undefined, { signal }),
  });
}

/** Churches to filter the list by. */
export function useChurchChoices() {
  return useResourceList<{ id: number; name: string }>(CHURCHES_PATH, {
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
      api.get<ChurchStatistics>(`${CHURCHES_PATH}${church}/statistics/`, undefined, { signal }),
    enabled: church !== null,
    retry: false,
  });
}
