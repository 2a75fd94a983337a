import type { Announcement, Broadcast, Feature, Page, PublicTestimony, TestimonyType } from "@cm/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { ApiError, api } from "../../../lib/api-client";
import { listQuery, resourceKeys } from "../../../lib/resource-hooks";

const ANNOUNCEMENTS_PATH = "/announcements/";
const CURRENT_BROADCAST_PATH = "/broadcast/broadcasts/current/";
const ACTIVE_PLANS_PATH = "/subscriptions/plans/active_plans/";
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
    queryKey: resourceKeys.list(ANNOUNCEMENTS_PATH, params),
    queryFn: ({ signal }) =>
      api.get<Page<Announcement>>(ANNOUNCEMENTS_PATH, listQuery(params), { signal, public: true }),
    placeholderData: keepPreviousData,
  });
}

/** The broadcast on air now or next; null when none is scheduled. */
export function useCurrentBroadcast() {
  return useQuery({
    queryKey: [...resourceKeys.all("/broadcast/broadcasts/"), "current"],
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

const PUBLIC_TESTIMONIES_PATH = "/testimonies/public/";
const TESTIMONY_TYPES_PATH = "/testimonies/types/";
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
    queryKey: resourceKeys.list(PUBLIC_TESTIMONIES_PATH, list),
    queryFn: ({ signal }) =>
      api.get<Page<PublicTestimony>>(PUBLIC_TESTIMONIES_PATH, listQuery(list), { signal, public: true }),
    placeholderData: keepPreviousData,
  });
}

/** One published testimony by its slug; null when there is none (or it is not published: 404). */
export function usePublicTestimony(slug: string) {
  return useQuery({
    queryKey: [...resourceKeys.all(PUBLIC_TESTIMONIES_PATH), "slug", slug],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<PublicTestimony>(
          `${PUBLIC_TESTIMONIES_PATH}by_slug/`,
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
    queryKey: resourceKeys.list(TESTIMONY_TYPES_PATH, { page_size: 100 }),
    queryFn: ({ signal }) =>
      api.get<Page<TestimonyType>>(TESTIMONY_TYPES_PATH, { page_size: 100 }, { signal, public: true }),
    staleTime: 10 * 60_000,
  });
}
