import type {
  AffiliateApplyInput,
  AffiliateDashboard,
  AffiliateProfile,
  AffiliateReferral,
  AffiliateReward,
  AffiliateSettings,
  AffiliateStats,
  AffiliateWithdrawal,
} from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type ListParams, resourceKeys, useResourceList } from "../../../lib/resource-hooks";
import { apiClient } from "../../../lib/typed-client";

const KEY = ["affiliates"] as const;

/** The caller's own account, or null before they apply. */
export const useMyProfile = () =>
  useQuery({
    queryKey: [...KEY, "me"],
    queryFn: ({ signal }) =>
      api.get<AffiliateProfile | null>(apiClient.affiliateProfiles.actionPath("my_profile"), {}, { signal }),
  });
export const useDashboard = () =>
  useQuery({
    queryKey: [...KEY, "dashboard"],
    queryFn: ({ signal }) =>
      api.get<AffiliateDashboard>(apiClient.affiliateProfiles.actionPath("dashboard"), {}, { signal }),
  });
export const useProgrammeSettings = () =>
  useQuery({
    queryKey: [...KEY, "settings"],
    queryFn: ({ signal }) =>
      api.get<AffiliateSettings>(apiClient.affiliateProfiles.actionPath("settings"), {}, { signal }),
  });
export const useProgrammeStats = () =>
  useQuery({
    queryKey: [...KEY, "stats"],
    queryFn: ({ signal }) =>
      api.get<AffiliateStats>(apiClient.affiliateProfiles.actionPath("stats"), {}, { signal }),
  });
export const useMyReferrals = () =>
  useQuery({
    queryKey: [...KEY, "referrals"],
    queryFn: ({ signal }) =>
      api.get<AffiliateReferral[]>(apiClient.affiliateReferrals.actionPath("my_referrals"), {}, { signal }),
  });
export const useMyRewards = () =>
  useQuery({
    queryKey: [...KEY, "rewards"],
    queryFn: ({ signal }) =>
      api.get<AffiliateReward[]>(apiClient.affiliateRewards.actionPath("my_rewards"), {}, { signal }),
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
    mutationFn: (data: AffiliateApplyInput) =>
      api.post<AffiliateProfile>(apiClient.affiliateProfiles.actionPath("apply"), data),
    onSuccess: refresh,
  });
}
export function useUpdateProfile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: AffiliateApplyInput }) =>
      api.put<AffiliateProfile>(apiClient.affiliateProfiles.detailPath(id), data),
    onSuccess: refresh,
  });
}

export type ProfileDecision = "approve" | "reject" | "suspend" | "unsuspend" | "terminate";
export function useDecideProfile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: ProfileDecision; reason?: string }) =>
      api.post<AffiliateProfile>(
        apiClient.affiliateProfiles.actionPath(action, id),
        reason === undefined ? {} : { reason },
      ),
    onSuccess: refresh,
  });
}

export function useRequestWithdrawal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (data: { amount: string; currency: string }) =>
      api.post<AffiliateWithdrawal>(apiClient.affiliateWithdrawals.path, data),
    onSuccess: refresh,
  });
}
export type WithdrawalStep = "approve" | "reject" | "mark_paid" | "cancel";
export function useMoveWithdrawal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, step, body = {} }: { id: number; step: WithdrawalStep; body?: object }) =>
      api.post<AffiliateWithdrawal>(apiClient.affiliateWithdrawals.actionPath(step, id), body),
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
    }) => api.post<AffiliateSettings>(apiClient.affiliateProfiles.actionPath("update_settings"), data),
    onSuccess: refresh,
  });
}
