import type { AffiliateApplyInput, AffiliateProfile, AffiliateWithdrawal } from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ListParams, resourceKeys, useResourceList } from "../../../lib/resource-hooks";
import { apiClient } from "../../../lib/typed-client";

const KEY = ["affiliates"] as const;

/** The caller's own account, or null before they apply. */
export const useMyProfile = () =>
  useQuery({
    queryKey: [...KEY, "me"],
    queryFn: ({ signal }) => apiClient.affiliateProfiles.run("my_profile", { query: {}, signal }),
  });
export const useDashboard = () =>
  useQuery({
    queryKey: [...KEY, "dashboard"],
    queryFn: ({ signal }) => apiClient.affiliateProfiles.run("dashboard", { query: {}, signal }),
  });
export const useProgrammeSettings = () =>
  useQuery({
    queryKey: [...KEY, "settings"],
    queryFn: ({ signal }) => apiClient.affiliateProfiles.run("settings", { query: {}, signal }),
  });
export const useProgrammeStats = () =>
  useQuery({
    queryKey: [...KEY, "stats"],
    queryFn: ({ signal }) => apiClient.affiliateProfiles.run("stats", { query: {}, signal }),
  });
export const useMyReferrals = () =>
  useQuery({
    queryKey: [...KEY, "referrals"],
    queryFn: ({ signal }) => apiClient.affiliateReferrals.run("my_referrals", { query: {}, signal }),
  });
export const useMyRewards = () =>
  useQuery({
    queryKey: [...KEY, "rewards"],
    queryFn: ({ signal }) => apiClient.affiliateRewards.run("my_rewards", { query: {}, signal }),
  });
export const useProfileList = (params: ListParams) =>
  useResourceList<AffiliateProfile>(apiClient.affiliateProfiles.path, params);
export const useWithdrawalList = (params: ListParams) =>
  useResourceList<AffiliateWithdrawal>(apiClient.affiliateWithdrawals.path, params);

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: KEY }),
      client.invalidateQueries({ queryKey: resourceKeys.all(apiClient.affiliateProfiles.path) }),
      client.invalidateQueries({ queryKey: resourceKeys.all(apiClient.affiliateWithdrawals.path) }),
    ]);
}

export function useApply() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (data: AffiliateApplyInput) => apiClient.affiliateProfiles.run("apply", { body: data }),
    onSuccess: refresh,
  });
}
export function useUpdateProfile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: AffiliateApplyInput }) =>
      apiClient.affiliateProfiles.replace(id, data),
    onSuccess: refresh,
  });
}

export type ProfileDecision = "approve" | "reject" | "suspend" | "unsuspend" | "terminate";
export function useDecideProfile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: ProfileDecision; reason?: string }) =>
      apiClient.affiliateProfiles.run(action, { id: id, body: reason === undefined ? {} : { reason } }),
    onSuccess: refresh,
  });
}

export function useRequestWithdrawal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (data: { amount: string; currency: string }) => apiClient.affiliateWithdrawals.create(data),
    onSuccess: refresh,
  });
}
export type WithdrawalStep = "approve" | "reject" | "mark_paid" | "cancel";
export function useMoveWithdrawal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, step, body = {} }: { id: number; step: WithdrawalStep; body?: object }) =>
      apiClient.affiliateWithdrawals.run(step, { id: id, body: body }),
    onSuccess: refresh,
  });
}
export function useSaveSettings() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (data: {
      reward_percentage: string;
      reward_months: number;
      hold_days: number;
      minimum_withdrawal: string;
    }) => apiClient.affiliateProfiles.run("update_settings", { body: data }),
    onSuccess: refresh,
  });
}
