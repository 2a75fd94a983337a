import type {
  Campaign,
  CampaignAction,
  CampaignImage,
  CampaignInput,
  CampaignPayment,
  MarketingPlan,
  MarketingPlanInput,
} from "@cm/contracts";
import {
  campaignImagesEndpoints,
  campaignPaymentsEndpoints,
  campaignsEndpoints,
  marketingPlansEndpoints,
} from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { refreshingMutation } from "../../../components/shared-parts/refreshing-mutation";
import { api } from "../../../lib/api-client";
import { type UploadProgress, uploadForm } from "../../../lib/file-transfer";
import { type ListParams, resourceKeys, useResource, useResourceList } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const campaignImagesClient = clientOf(campaignImagesEndpoints);
const campaignPaymentsClient = clientOf(campaignPaymentsEndpoints);
const campaignsClient = clientOf(campaignsEndpoints);
const marketingPlansClient = clientOf(marketingPlansEndpoints);

const KEY = ["marketing"] as const;

/** The running campaigns the public sees, featured first. */
export const usePublicCampaigns = () =>
  useQuery({
    queryKey: [...KEY, "public"],
    queryFn: ({ signal }) => campaignsClient.run("active_campaigns", { query: {}, signal }),
  });

/** One running campaign; an error (404) when it is not running. */
export const usePublicCampaign = (id: number) =>
  useQuery({
    queryKey: [...KEY, "public", id],
    queryFn: async ({ signal }) =>
      (await campaignsClient.run("active_campaigns", { query: { id }, signal }))[0] ?? null,
    retry: false,
  });

export const useActivePlans = () =>
  useQuery({
    queryKey: [...KEY, "plans"],
    queryFn: ({ signal }) => marketingPlansClient.run("active_plans", { query: {}, signal }),
  });

/** The campaigns in reach (a church's own; every church's for the super admin), a page at a time. */
export const useCampaignList = (params: ListParams) =>
  useResourceList<Campaign>(campaignsClient.path, params);

export const useCampaign = (id: number) =>
  useQuery({
    queryKey: [...KEY, "campaigns", id],
    queryFn: ({ signal }) => api.get<Campaign>(campaignsClient.detailPath(id), {}, { signal }),
  });

export const usePaymentList = (params: ListParams) =>
  useResourceList<CampaignPayment>(campaignPaymentsClient.path, params);
export const usePayment = (id: number) => useResource<CampaignPayment>(campaignPaymentsClient.path, id);
/** A campaign's payments, newest first. */
export const useCampaignPayments = (campaign: number) =>
  useQuery({
    queryKey: [...KEY, "campaign-payments", campaign],
    queryFn: ({ signal }) => campaignPaymentsClient.run("by_campaign", { query: { campaign }, signal }),
  });

/** Every plan (the office's list), cheapest first. */
export const usePlanList = (params: ListParams) =>
  useResourceList<MarketingPlan>(marketingPlansClient.path, params);
export const usePlan = (id: number | null) => useResource<MarketingPlan>(marketingPlansClient.path, id);

export function useSavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number | null; data: MarketingPlanInput }) =>
      id === null ? marketingPlansClient.create(data) : marketingPlansClient.replace(id, data),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: resourceKeys.all(marketingPlansClient.path) }),
        client.invalidateQueries({ queryKey: [...KEY, "plans"] }),
      ]),
  });
}

export const usePerformance = (range: { from: string; to: string; campaign?: number | undefined }) =>
  useQuery({
    queryKey: [...KEY, "performance", range],
    queryFn: ({ signal }) => campaignsClient.run("performance", { query: range, signal }),
  });

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: KEY }),
      client.invalidateQueries({ queryKey: resourceKeys.all(campaignsClient.path) }),
      client.invalidateQueries({ queryKey: resourceKeys.all(campaignPaymentsClient.path) }),
    ]);
}
const useRefreshingWrite = refreshingMutation(useRefresh);

export const useCreateCampaign = () =>
  useRefreshingWrite((data: CampaignInput) => campaignsClient.create(data));

/** PATCH: only the fields given change (a running campaign's texts send it back to review). */
export const useUpdateCampaign = () =>
  useRefreshingWrite(({ id, data }: { id: number; data: Partial<CampaignInput> }) =>
    campaignsClient.update(id, data),
  );

/** Adds a picture to a campaign, reporting how far it has gone up. */
export const useUploadCampaignImage = () =>
  useRefreshingWrite(
    ({ campaign, file, onProgress }: { campaign: number; file: File; onProgress: UploadProgress }) => {
      const form = new FormData();
      form.append("campaign", String(campaign));
      form.append("file", file);
      return uploadForm<CampaignImage>(campaignImagesClient.actionPath("upload"), form, onProgress);
    },
  );

export const useDeleteCampaignImage = () =>
  useRefreshingWrite((id: number) => campaignImagesClient.remove(id));

/** Puts a campaign's pictures in a new order (all of them; the first is the cover). */
export const useOrderCampaignImages = () =>
  useRefreshingWrite((data: { campaign: number; images: number[] }) =>
    campaignImagesClient.run("order", { body: data }),
  );

export const useReviewCampaign = () =>
  useRefreshingWrite(({ id, action, reason = "" }: { id: number; action: CampaignAction; reason?: string }) =>
    campaignsClient.run("process_action", { id: id, body: { action, reason } }),
  );

/** Starts paying for a campaign's plan; answers where to send the browser. */
export const useStartPayment = () =>
  useMutation({
    mutationFn: (data: { campaign: number; gateway: string }) =>
      campaignPaymentsClient.run("process", { body: data }),
  });

export const useVerifyPayment = () =>
  useRefreshingWrite((reference: string) => campaignPaymentsClient.run("verify", { body: { reference } }));

/** The office records a bank transfer as received, with the bank's reference. */
export const useCompleteManually = () =>
  useRefreshingWrite(({ id, reference }: { id: number; reference: string }) =>
    campaignPaymentsClient.run("complete_manually", { id: id, body: { reference } }),
  );

/** A tracking call; it never shows an error to the visitor. */
export function track(
  kind: "impression" | "click" | "share",
  campaign: number,
  extra: Record<string, string> = {},
) {
  void api
    .post(campaignsClient.actionPath(`track_${kind}`), { campaign, visitor: visitorId(), ...extra })
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
