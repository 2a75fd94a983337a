import type {
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

export const PROFILES_PATH = "/affiliates/profiles/";
export const REFERRALS_PATH = "/affiliates/referrals/";
export const REWARDS_PATH = "/affiliates/rewards/";
export const WITHDRAWALS_PATH = "/affiliates/withdrawals/";
const KEY = ["affiliates"] as const;

/** The caller's own account, or null before they apply. */
export const useMyProfile = () =>
  useQuery({
    queryKey: [...KEY, "me"],
    queryFn: ({ signal }) => api.get<AffiliateProfile | null>(`${PROFILES_PATH}my_profile/`, {}, { signal }),
  });
export const useDashboard = () =>
  useQuery({
    queryKey: [...KEY, "dashboard"],
    queryFn: ({ signal }) => api.get<AffiliateDashboard>(`${PROFILES_PATH}dashboard/`, {}, { signal }),
  });
export const useProgrammeSettings = () =>
  useQuery({
    queryKey: [...KEY, "settings"],
    queryFn: ({ signal }) => api.get<AffiliateSettings>(`${PROFILES_PATH}settings/`, {}, { signal }),
  });
export const useProgrammeStats = () =>
  useQuery({
    queryKey: [...KEY, "stats"],
    queryFn: ({ signal }) => api.get<AffiliateStats>(`${PROFILES_PATH}stats/`, {}, { signal }),
  });
export const useMyReferrals = () =>
  useQuery({
    queryKey: [...KEY, "referrals"],
    queryFn: ({ signal }) => api.get<AffiliateReferral[]>(`${REFERRALS_PATH}my_referrals/`, {}, { signal }),
  });
export const useMyRewards = () =>
  useQuery({
    queryKey: [...KEY, "rewards"],
    queryFn: ({ signal }) => api.get<AffiliateReward[]>(`${REWARDS_PATH}my_rewards/`, {}, { signal }),
  });
export const useProfileList = (params: ListParams) =>
  useResourceList<AffiliateProfile>(PROFILES_PATH, params);
export const useWithdrawalList = (params: ListParams) =>
  useResourceList<AffiliateWithdrawal>(WITHDRAWALS_PATH, params);

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: KEY }),
      client.invalidateQueries({ queryKey: resourceKeys.all(PROFILES_PATH) }),
      client.invalidateQueries({ queryKey: resourceKeys.all(WITHDRAWALS_PATH) }),
    ]);
}

export type PayoutInput = {
  phone: string;
  motivation: string;
  payout_method: "BANK_ACCOUNT" | "MOBILE_MONEY";
  bank_name: string;
  account_name: string;
  account_number: string;
  mobile_network: string;
  mobile_number: string;
};

export function useApply() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (data: PayoutInput) => api.post<AffiliateProfile>(`${PROFILES_PATH}apply/`, data),
    onSuccess: refresh,
  });
}
export function useUpdateProfile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: PayoutInput }) =>
      api.put<AffiliateProfile>(`${PROFILES_PATH}${id}/`, data),
    onSuccess: refresh,
  });
}

export type ProfileDecision = "approve" | "reject" | "suspend" | "unsuspend" | "terminate";
export function useDecideProfile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: ProfileDecision; reason?: string }) =>
      api.post<AffiliateProfile>(`${PROFILES_PATH}${id}/${action}/`, reason === undefined ? {} : { reason }),
    onSuccess: refresh,
  });
}

export function useRequestWithdrawal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (data: { amount: string; currency: string }) =>
      api.post<AffiliateWithdrawal>(WITHDRAWALS_PATH, data),
    onSuccess: refresh,
  });
}
export type WithdrawalStep = "approve" | "reject" | "mark_paid" | "cancel";
export function useMoveWithdrawal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, step, body = {} }: { id: number; step: WithdrawalStep; body?: object }) =>
      api.post<AffiliateWithdrawal>(`${WITHDRAWALS_PATH}${id}/${step}/`, body),
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
    }) => api.post<AffiliateSettings>(`${PROFILES_PATH}update_settings/`, data),
    onSuccess: refresh,
  });
}
