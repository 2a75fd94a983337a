import type { SiteBanner } from "@cm/contracts";
import { siteBannersEndpoints } from "@cm/contracts";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { api } from "../../../lib/api-client";
import { clientOf } from "../../../lib/typed-client";

const siteBannersClient = clientOf(siteBannersEndpoints);

export const ACTIVE_BANNERS_PATH = siteBannersClient.actionPath("active");
const DISMISSED_KEY = "dismissed_site_banners";
const TEN_MINUTES = 10 * 60_000;

/** The site-wide banners to show now (a public list); a failure just shows none. */
export function useActiveBanners(): SiteBanner[] {
  const query = useQuery({
    queryKey: ["settings/announcements", "active"],
    queryFn: ({ signal }) => api.get<SiteBanner[]>(ACTIVE_BANNERS_PATH, undefined, { signal, public: true }),
    staleTime: TEN_MINUTES,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return Array.isArray(query.data) ? query.data : [];
}

function readDismissed(): number[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(DISMISSED_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((v): v is number => typeof v === "number") : [];
  } catch {
    return [];
  }
}

/** Banner ids this browser has closed; remembered in local storage so they stay closed. */
export function useDismissedBanners(): { dismissed: number[]; dismiss: (id: number) => void } {
  const [dismissed, setDismissed] = useState(readDismissed);
  const dismiss = useCallback((id: number) => {
    setDismissed((previous) => {
      // Keep the list short: only the newest hundred closings matter.
      const next = [...previous.filter((d) => d !== id), id].slice(-100);
      try {
        window.localStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
      } catch {
        // Without storage the banner stays closed until the page reloads.
      }
      return next;
    });
  }, []);
  return { dismissed, dismiss };
}
