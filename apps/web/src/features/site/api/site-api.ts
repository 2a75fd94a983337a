import type { Announcement, Broadcast, Feature, Page, PublicTestimony, TestimonyType } from "@cm/contracts";
import {
  announcementsEndpoints,
  broadcastsEndpoints,
  plansEndpoints,
  publicTestimoniesEndpoints,
  testimonyTypesEndpoints,
} from "@cm/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { ApiError, api } from "../../../lib/api-client";
import { listQuery, resourceKeys } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const announcementsClient = clientOf(announcementsEndpoints);
const broadcastsClient = clientOf(broadcastsEndpoints);
const plansClient = clientOf(plansEndpoints);
const publicTestimoniesClient = clientOf(publicTestimoniesEndpoints);
const testimonyTypesClient = clientOf(testimonyTypesEndpoints);

const CURRENT_BROADCAST_PATH = broadcastsClient.actionPath("current");
const ACTIVE_PLANS_PATH = plansClient.actionPath("active_plans");
export const NOTICES_PAGE_SIZE = 10;

/** Published announcements, newest first, one page at a time (public). */
export function usePublishedAnnouncements(page: number) {
  const params = {
    page,
    page_size: NOTICES_PAGE_SIZE,
    ordering: "-published_at",
    filters: { status: "published" },
  };
  return useQuery({
    queryKey: resourceKeys.list(announcementsClient.path, params),
    queryFn: ({ signal }) =>
      api.get<Page<Announcement>>(announcementsClient.path, listQuery(params), { signal, public: true }),
    placeholderData: keepPreviousData,
  });
}

/** The broadcast on air now or next; null when none is scheduled. */
export function useCurrentBroadcast() {
  return useQuery({
    queryKey: [...resourceKeys.all(broadcastsClient.path), "current"],
    queryFn: ({ signal }) =>
      api.get<Broadcast | null>(CURRENT_BROADCAST_PATH, undefined, { signal, public: true }),
    // A viewer waiting for the service to start sees it appear without reloading.
    refetchInterval: 60_000,
  });
}

const plan = z.object({
  name: z.string(),
  price: z.union([z.number(), z.string()]),
  currency: z.string().default(""),
  billing_interval: z.string().default(""),
  features: z.record(z.string(), z.boolean()).default({}),
  trial_days: z.number().int().default(0),
});
const plans = z.union([z.array(plan), z.object({ results: z.array(plan) }).transform((p) => p.results)]);
export type PublicPlan = z.infer<typeof plan>;

/** Parses the plans answer; anything unexpected means "no comparison", never a broken page. */
export function readPlans(body: unknown): PublicPlan[] {
  const parsed = plans.safeParse(body);
  return parsed.success ? parsed.data : [];
}

/**
 * The plans on sale, for the comparison on /features. The plans endpoint may not exist on every
 * installation yet: any failure gives an empty list and the page shows the features alone.
 */
export function useActivePlans() {
  return useQuery({
    queryKey: ["subscriptions/plans", "active_plans"],
    queryFn: async ({ signal }) => {
      try {
        return readPlans(await api.get<unknown>(ACTIVE_PLANS_PATH, undefined, { signal, public: true }));
      } catch {
        return [];
      }
    },
    retry: false,
    staleTime: 10 * 60_000,
    refetchOnWindowFocus: false,
  });
}

/** Whether a plan unlocks a feature; features a plan does not mention are not included. */
export function planIncludes(p: PublicPlan, feature: Feature): boolean {
  return p.features[feature] === true;
}

export const TESTIMONIES_PAGE_SIZE = 9;

/** Published testimonies, featured first, one page at a time (public). */
export function usePublicTestimonies(params: { page: number; search: string; type: string }) {
  const list = {
    page: params.page,
    page_size: TESTIMONIES_PAGE_SIZE,
    search: params.search,
    filters: { type: params.type },
  };
  return useQuery({
    queryKey: resourceKeys.list(publicTestimoniesClient.path, list),
    queryFn: ({ signal }) =>
      api.get<Page<PublicTestimony>>(publicTestimoniesClient.path, listQuery(list), {
        signal,
        public: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One published testimony by its slug; null when there is none (or it is not published: 404). */
export function usePublicTestimony(slug: string) {
  return useQuery({
    queryKey: [...resourceKeys.all(publicTestimoniesClient.path), "slug", slug],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<PublicTestimony>(
          publicTestimoniesClient.actionPath("by_slug"),
          { slug },
          { signal, public: true },
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
}

/** The active testimony types (public), for the filter. */
export function usePublicTestimonyTypes() {
  return useQuery({
    queryKey: resourceKeys.list(testimonyTypesClient.path, { page_size: 100 }),
    queryFn: ({ signal }) =>
      api.get<Page<TestimonyType>>(testimonyTypesClient.path, { page_size: 100 }, { signal, public: true }),
    staleTime: 10 * 60_000,
  });
}
