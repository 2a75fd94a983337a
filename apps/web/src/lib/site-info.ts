import { routePath, type SiteSettings, siteSettingsEndpoints } from "@cm/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

/**
 * Fallback contact details, used where the installation's own ones cannot be loaded
 * (and by pages that need a name before any request has answered).
 */
export const siteInfo = {
  productName: "Church Management",
  email: "contact@example.org",
  phone: "+1 (555) 010-0100",
  location: "National Headquarters, 1 Example Avenue",
} as const;

export type SiteInfo = {
  productName: string;
  organisationName: string;
  email: string;
  phone: string;
  location: string;
};

export const SITE_SETTINGS_PATH = routePath(siteSettingsEndpoints, "current");
/** Query key of the public contact details; the settings page refreshes it after a change. */
export const SITE_INFO_KEY = ["settings/site", "current"] as const;

const FALLBACK: SiteInfo = {
  productName: siteInfo.productName,
  organisationName: siteInfo.productName,
  email: siteInfo.email,
  phone: siteInfo.phone,
  location: siteInfo.location,
};

/** The API's record in the shape the pages use; blank fields fall back so nothing shows empty. */
export function toSiteInfo(settings: SiteSettings | undefined): SiteInfo {
  if (!settings) return FALLBACK;
  return {
    productName: siteInfo.productName,
    organisationName: settings.organisation_name.trim() || FALLBACK.organisationName,
    email: settings.contact_email.trim() || FALLBACK.email,
    phone: settings.contact_phone.trim(),
    location: settings.location.trim(),
  };
}

/** "+1 (555) 010-0100" -> "+15550100100" for a tel: link. */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, "")}`;
}

/** The stored contact details as the API keeps them (public, cached for ten minutes). */
export const siteSettingsQuery = queryOptions({
  queryKey: SITE_INFO_KEY,
  queryFn: ({ signal }) => api.get<SiteSettings>(SITE_SETTINGS_PATH, undefined, { signal, public: true }),
  staleTime: 10 * 60_000,
  retry: false,
  refetchOnWindowFocus: false,
});

/**
 * The contact details a super admin keeps in Settings.
 * `loading` is true only until the first answer; a failure shows the fallback details.
 */
export function useSiteInfo(): { info: SiteInfo; loading: boolean } {
  const query = useQuery(siteSettingsQuery);
  return { info: toSiteInfo(query.data), loading: query.isPending };
}
