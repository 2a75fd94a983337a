import type {
  Campaign,
  CampaignAction,
  CampaignImage,
  CampaignInput,
  CampaignPayment,
  MarketingPlan,
  MarketingPlanInput,
} from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type UploadProgress, uploadForm } from "../../../lib/file-transfer";
import { type ListParams, resourceKeys, useResource, useResourceList } from "../../../lib/resource-hooks";
import { apiClient } from "../../../lib/typed-client";

const KEY = ["marketing"] as const;

/** The running campaigns the public sees, featured first. */
export const usePublicCampaigns = () =>
  useQuery({
    queryKey: [...KEY, "public"],
    queryFn: ({ signal }) => apiClient.campaigns.run("active_campaigns", { query: {}, signal }),
  });

/** One running campaign; an error (404) when it is not running. */
export const usePublicCampaign = (id: number) =>
  useQuery({
    queryKey: [...KEY, "public", id],
    queryFn: async ({ signal }) =>
      (await apiClient.campaigns.run("active_campaigns", { query: { id }, signal }))[0] ?? null,
    retry: false,
  });

export const useActivePlans = () =>
  useQuery({
    queryKey: [...KEY, "plans"],
    queryFn: ({ signal }) => apiClient.marketingPlans.run("active_plans", { query: {}, signal }),
  });

/** The campaigns in reach (a church's own; every church's for the super admin), a page at a time. */
export const useCampaignList = (params: ListParams) =>
  useResourceList<Campaign>(apiClient.campaigns.path, params);

export const useCampaign = (id: number) =>
  useQuery({
    queryKey: [...KEY, "campaigns", id],
    queryFn: ({ signal }) => api.get<Campaign>(apiClient.campaigns.detailPath(id), {}, { signal }),
  });

export const usePaymentList = (params: ListParams) =>
  useResourceList<CampaignPayment>(apiClient.campaignPayments.path, params);
export const usePayment = (id: number) => useResource<CampaignPayment>(apiClient.campaignPayments.path, id);
/** A campaign's payments, newest first. */
export const useCampaignPayments = (campaign: number) =>
  useQuery({
    queryKey: [...KEY, "campaign-payments", campaign],
    queryFn: ({ signal }) => apiClient.campaignPayments.run("by_campaign", { query: { campaign }, signal }),
  });

/** Every plan (the office's list), cheapest first. */
export const usePlanList = (params: ListParams) =>
  useResourceList<MarketingPlan>(apiClient.marketingPlans.path, params);
export const usePlan = (id: number | null) => useResource<MarketingPlan>(apiClient.marketingPlans.path, id);

export function useSavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number | null; data: MarketingPlanInput }) =>
      id === null ? apiClient.marketingPlans.create(data) : apiClient.marketingPlans.replace(id, data),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: resourceKeys.all(apiClient.marketingPlans.path) }),
        client.invalidateQueries({ queryKey: [...KEY, "plans"] }),
      ]),
  });
}

export const usePerformance = (range: { from: string; to: string; campaign?: number | undefined }) =>
  useQuery({
    queryKey: [...KEY, "performance", range],
    queryFn: ({ signal }) => apiClient.campaigns.run("performance", { query: range, signal }),
  });

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: KEY }),
      client.invalidateQueries({ queryKey: resourceKeys.all(apiClient.campaigns.path) }),
      client.invalidateQueries({ queryKey: resourceKeys.all(apiClient.campaignPayments.path) }),
    ]);
}

export function useCreateCampaign() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (data: CampaignInput) => apiClient.campaigns.create(data),
    onSuccess: refresh,
  });
}

/** PATCH: only the fields given change (a running campaign's texts send it back to review). */
export function useUpdateCampaign() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: Partial<CampaignInput> }) =>
      apiClient.campaigns.update(id, data),
    onSuccess: refresh,
  });
}

/** Adds a picture to a campaign, reporting how far it has gone up. */
export function useUploadCampaignImage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      campaign,
      file,
      onProgress,
    }: {
      campaign: number;
      file: File;
      onProgress: UploadProgress;
    }) => {
      const form = new FormData();
      form.append("campaign", String(campaign));
      form.append("file", file);
      return uploadForm<CampaignImage>(apiClient.campaignImages.actionPath("upload"), form, onProgress);
    },
    onSuccess: refresh,
  });
}

export function useDeleteCampaignImage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiClient.campaignImages.remove(id),
    onSuccess: refresh,
  });
}

/** Puts a campaign's pictures in a new order (all of them; the first is the cover). */
export function useOrderCampaignImages() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (data: { campaign: number; images: number[] }) =>
      apiClient.campaignImages.run("order", { body: data }),
    onSuccess: refresh,
  });
}

export function useReviewCampaign() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, action, reason = "" }: { id: number; action: CampaignAction; reason?: string }) =>
      apiClient.campaigns.run("process_action", { id: id, body: { action, reason } }),
    onSuccess: refresh,
  });
}

/** Starts paying for a campaign's plan; answers where to send the browser. */
export const useStartPayment = () =>
  useMutation({
    mutationFn: (data: { campaign: number; gateway: string }) =>
      apiClient.campaignPayments.run("process", { body: data }),
  });

export function useVerifyPayment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (reference: string) => apiClient.campaignPayments.run("verify", { body: { reference } }),
    onSuccess: refresh,
  });
}

/** The office records a bank transfer as received, with the bank's reference. */
export function useCompleteManually() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reference }: { id: number; reference: string }) =>
      apiClient.campaignPayments.run("complete_manually", {
        id: id,
        body: {
          reference,
        },
      }),
    onSuccess: refresh,
  });
}

/** A tracking call; it never shows an error to the visitor. */
export function track(
  kind: "impression" | "click" | "share",
  campaign: number,
  extra: Record<string, string> = {},
) {
  void api
    .post(apiClient.campaigns.actionPath(`track_${kind}`), { campaign, visitor: visitorId(), ...extra })
    .catch(() => undefined);
}

const VISITOR_KEY = "cm-campaign-visitor";
/** An anonymous id this browser keeps, so a visitor counts once a day; it says nothing of the person. */
export function visitorId(): string {
  try {
    const known = localStorage.getItem(VISITOR_KEY);
    if (known) return known;
    const made = crypto.randomUUID().replaceAll("-", "");
    localStorage.setItem(VISITOR_KEY, made);
    return made;
  } catch {
    return "anonymous-visitor";
  }
}
