import { Box } from "@mantine/core";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { SiteBanners } from "../../features/site-banners/components/site-banners";
import { FeedbackButton } from "./feedback-button";
import { PublicFooter } from "./public-footer";
import { PublicHeader } from "./public-header";

/** The public site's frame: site banners, header, page, footer, and the feedback button. */
export function PublicLayout() {
  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <SiteBanners px={{ base: "sm", sm: "md" }} pt="sm" />
      <PublicHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <PublicFooter />
      <FeedbackButton />
    </Box>
  );
}
