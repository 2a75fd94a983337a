import type { AffiliateApplyInput, AffiliateProfile, AffiliateWithdrawal } from "@cm/contracts";
import {
  affiliateProfilesEndpoints,
  affiliateReferralsEndpoints,
  affiliateRewardsEndpoints,
  affiliateWithdrawalsEndpoints,
} from "@cm/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { refreshingMutation } from "../../../components/shared-parts/refreshing-mutation";
import { type ListParams, resourceKeys, useResourceList } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const affiliateProfilesClient = clientOf(affiliateProfilesEndpoints);
const affiliateReferralsClient = clientOf(affiliateReferralsEndpoints);
const affiliateRewardsClient = clientOf(affiliateRewardsEndpoints);
const affiliateWithdrawalsClient = clientOf(affiliateWithdrawalsEndpoints);

const KEY = ["affiliates"] as const;

/** One of the programme's own answers (the caller's account, figures, settings), kept under `name`. */
function useAffiliateAnswer<R>(name: string, ask: (signal: AbortSignal) => Promise<R>) {
  return useQuery({ queryKey: [...KEY, name], queryFn: ({ signal }) => ask(signal) });
}

/** The caller's own account, or null before they apply. */
export const useMyProfile = () =>
  useAffiliateAnswer("me", (signal) => affiliateProfilesClient.run("my_profile", { query: {}, signal }));
export const useDashboard = () =>
  useAffiliateAnswer("dashboard", (signal) =>
    affiliateProfilesClient.run("dashboard", { query: {}, signal }),
  );
export const useProgrammeSettings = () =>
  useAffiliateAnswer("settings", (signal) => affiliateProfilesClient.run("settings", { query: {}, signal }));
export const useProgrammeStats = () =>
  useAffiliateAnswer("stats", (signal) => affiliateProfilesClient.run("stats", { query: {}, signal }));
export const useMyReferrals = () =>
  useAffiliateAnswer("referrals", (signal) =>
    affiliateReferralsClient.run("my_referrals", { query: {}, signal }),
  );
export const useMyRewards = () =>
  useAffiliateAnswer("rewards", (signal) => affiliateRewardsClient.run("my_rewards", { query: {}, signal }));
export const useProfileList = (params: ListParams) =>
  useResourceList<AffiliateProfile>(affiliateProfilesClient.path, params);
export const useWithdrawalList = (params: ListParams) =>
  useResourceList<AffiliateWithdrawal>(affiliateWithdrawalsClient.path, params);

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: KEY }),
      client.invalidateQueries({ queryKey: resourceKeys.all(affiliateProfilesClient.path) }),
      client.invalidateQueries({ queryKey: resourceKeys.all(affiliateWithdrawalsClient.path) }),
    ]);
}
const useRefreshingWrite = refreshingMutation(useRefresh);

export const useApply = () =>
  useRefreshingWrite((data: AffiliateApplyInput) => affiliateProfilesClient.run("apply", { body: data }));
export const useUpdateProfile = () =>
  useRefreshingWrite(({ id, data }: { id: number; data: AffiliateApplyInput }) =>
    affiliateProfilesClient.replace(id, data),
  );

export type ProfileDecision = "approve" | "reject" | "suspend" | "unsuspend" | "terminate";
export const useDecideProfile = () =>
  useRefreshingWrite(({ id, action, reason }: { id: number; action: ProfileDecision; reason?: string }) =>
    affiliateProfilesClient.run(action, { id: id, body: reason === undefined ? {} : { reason } }),
  );

export const useRequestWithdrawal = () =>
  useRefreshingWrite((data: { amount: string; currency: string }) => affiliateWithdrawalsClient.create(data));
export type WithdrawalStep = "approve" | "reject" | "mark_paid" | "cancel";
export const useMoveWithdrawal = () =>
  useRefreshingWrite(({ id, step, body = {} }: { id: number; step: WithdrawalStep; body?: object }) =>
    affiliateWithdrawalsClient.run(step, { id: id, body: body }),
  );
export const useSaveSettings = () =>
  useRefreshingWrite(
    (data: {
      reward_percentage: string;
      reward_months: number;
      hold_days: number;
      minimum_withdrawal: string;
    }) => affiliateProfilesClient.run("update_settings", { body: data }),
  );
