import { useLocation } from "react-router";

/** The office's pages live under /admin/marketing, a church's under /church/marketing. */
export function useMarketingBase(): { base: string; office: boolean } {
  const office = useLocation().pathname.startsWith("/admin");
  return { base: office ? "/admin/marketing" : "/church/marketing", office };
}
