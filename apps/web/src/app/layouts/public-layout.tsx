import { Box } from "@mantine/core";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { PublicFooter } from "./public-footer";
import { PublicHeader } from "./public-header";

/** The public site's frame: header, page, footer. */
export function PublicLayout() {
  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <PublicHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <PublicFooter />
    </Box>
  );
}
