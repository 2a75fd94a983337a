import { Box } from "@mantine/core";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { SiteBanners } from "../../features/site-banners/components/site-banners";
import { useReferralFromLink } from "../../lib/referral-link";
import { MAIN_ID } from "../page-focus";
import { FeedbackButton, FeedbackLink } from "./feedback-button";
import { PublicFooter } from "./public-footer";
import { PublicHeader } from "./public-header";

/** The public site's frame: site banners, header, page, footer, and the feedback button. */
export function PublicLayout() {
  useReferralFromLink();
  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <SiteBanners px={{ base: "sm", sm: "md" }} pt="sm" />
      <PublicHeader />
      {/* Tall enough that the footer starts below the first screen until the page has arrived:
          it does not jump when the page's content pushes it down. */}
      <Box component="main" id={MAIN_ID} style={{ flex: 1 }} mih="calc(100dvh - 64px)">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <FeedbackLink />
      <PublicFooter />
      <FeedbackButton />
    </Box>
  );
}
