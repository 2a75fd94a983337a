import type {
  Campaign,
  CampaignAction,
  CampaignImage,
  CampaignPayment,
  MarketingPlan,
  PerformanceReport,
  PublicCampaign,
} from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type UploadProgress, uploadForm } from "../../../lib/file-transfer";
import { type ListParams, resourceKeys, useResource, useResourceList } from "../../../lib/resource-hooks";

export const CAMPAIGNS_PATH = "/marketing/campaigns/";
export const PAYMENTS_PATH = "/marketing/payments/";
export const PLANS_PATH = "/marketing/plans/";
export const IMAGES_PATH = "/marketing/images/";
const KEY = ["marketing"] as const;

/** The running campaigns the public sees, featured first. */
export const usePublicCampaigns = () =>
  useQuery({
    queryKey: [...KEY, "public"],
    queryFn: ({ signal }) => api.get<PublicCampaign[]>(`${CAMPAIGNS_PATH}active_campaigns/`, {}, { signal }),
  });

/** One running campaign; an error (404) when it is not running. */
export const usePublicCampaign = (id: number) =>
  useQuery({
    queryKey: [...KEY, "public", id],
    queryFn: async ({ signal }) =>
      (await api.get<PublicCampaign[]>(`${CAMPAIGNS_PATH}active_campaigns/`, { id }, { signal }))[0] ?? null,
    retry: false,
  });

export const useActivePlans = () =>
  useQuery({
    queryKey: [...KEY, "plans"],
    queryFn: ({ signal }) => api.get<MarketingPlan[]>(`${PLANS_PATH}active_plans/`, {}, { signal }),
  });

/** The campaigns in reach (a church's own; every church's for the super admin), a page at a time. */
export const useCampaignList = (params: ListParams) => useResourceList<Campaign>(CAMPAIGNS_PATH, params);

export const useCampaign = (id: number) =>
  useQuery({
    queryKey: [...KEY, "campaigns", id],
    queryFn: ({ signal }) => api.get<Campaign>(`${CAMPAIGNS_PATH}${id}/`, {}, { signal }),
  });

export const usePaymentList = (params: ListParams) => useResourceList<CampaignPayment>(PAYMENTS_PATH, params);
export const usePayment = (id: number) => useResource<CampaignPayment>(PAYMENTS_PATH, id);
/** A campaign's payments, newest first. */
export const useCampaignPayments = (campaign: number) =>
  useQuery({
    queryKey: [...KEY, "campaign-payments", campaign],
    queryFn: ({ signal }) =>
      api.get<CampaignPayment[]>(`${PAYMENTS_PATH}by_campaign/`, { campaign }, { signal }),
  });

/** Every plan (the office's list), cheapest first. */
export const usePlanList = (params: ListParams) => useResourceList<MarketingPlan>(PLANS_PATH, params);
export const usePlan = (id: number | null) => useResource<MarketingPlan>(PLANS_PATH, id);
export type PlanInput = Omit<MarketingPlan, "id" | "created_at" | "updated_at">;

export function useSavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number | null; data: PlanInput }) =>
      id === null
        ? api.post<MarketingPlan>(PLANS_PATH, data)
        : api.put<MarketingPlan>(`${PLANS_PATH}${id}/`, data),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: resourceKeys.all(PLANS_PATH) }),
        client.invalidateQueries({ queryKey: [...KEY, "plans"] }),
      ]),
  });
}

export const usePerformance = (range: { from: string; to: string; campaign?: number | undefined }) =>
  useQuery({
    queryKey: [...KEY, "performance", range],
    queryFn: ({ signal }) => api.get<PerformanceReport>(`${CAMPAIGNS_PATH}performance/`, range, { signal }),
  });

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: KEY }),
      client.invalidateQueries({ queryKey: resourceKeys.all(CAMPAIGNS_PATH) }),
      client.invalidateQueries({ queryKey: resourceKeys.all(PAYMENTS_PATH) }),
    ]);
}

export type CampaignInput = {
  church: number;
  plan: number;
  title: string;
  summary: string;
  description: string;
  location: string;
  event_start: string | null;
  event_end: string | null;
  cta_label: string;
  cta_url: string;
};

export function useCreateCampaign() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (data: CampaignInput) => api.post<Campaign>(CAMPAIGNS_PATH, data),
    onSuccess: refresh,
  });
}

/** PATCH: only the fields given change (a running campaign's texts send it back to review). */
export function useUpdateCampaign() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: Partial<CampaignInput> }) =>
      api.patch<Campaign>(`${CAMPAIGNS_PATH}${id}/`, data),
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
      return uploadForm<CampaignImage>(`${IMAGES_PATH}upload/`, form, onProgress);
    },
    onSuccess: refresh,
  });
}

export function useDeleteCampaignImage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${IMAGES_PATH}${id}/`),
    onSuccess: refresh,
  });
}

/** Puts a campaign's pictures in a new order (all of them; the first is the cover). */
export function useOrderCampaignImages() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (data: { campaign: number; images: number[] }) =>
      api.post<CampaignImage[]>(`${IMAGES_PATH}order/`, data),
    onSuccess: refresh,
  });
}

export function useReviewCampaign() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, action, reason = "" }: { id: number; action: CampaignAction; reason?: string }) =>
      api.post<Campaign>(`${CAMPAIGNS_PATH}${id}/process_action/`, { action, reason }),
    onSuccess: refresh,
  });
}

/** Starts paying for a campaign's plan; answers where to send the browser. */
export const useStartPayment = () =>
  useMutation({
    mutationFn: (data: { campaign: number; gateway: string }) =>
      api.post<{ payment_id: number; reference: string; redirect_url: string }>(
        `${PAYMENTS_PATH}process/`,
        data,
      ),
  });

export function useVerifyPayment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (reference: string) => api.post<CampaignPayment>(`${PAYMENTS_PATH}verify/`, { reference }),
    onSuccess: refresh,
  });
}

/** The office records a bank transfer as received, with the bank's reference. */
export function useCompleteManually() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reference }: { id: number; reference: string }) =>
      api.post<CampaignPayment>(`${PAYMENTS_PATH}${id}/complete_manually/`, { reference }),
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
    .post(`${CAMPAIGNS_PATH}track_${kind}/`, { campaign, visitor: visitorId(), ...extra })
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
