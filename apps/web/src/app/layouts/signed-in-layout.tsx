import { Anchor, AppShell, Box, Container, Drawer } from "@mantine/core";
import { useDisclosure, useDocumentTitle, useLocalStorage } from "@mantine/hooks";
import { IconServerCog } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation } from "react-router";
import { LoadingScreen } from "../../components/loading-screen";
import { Notice } from "../../components/notice";
import { THUMB_BAR_ID } from "../../components/page-actions";
import { PageLoader } from "../../components/page-loader";
import { usePublishedAnnouncementCount } from "../../features/announcements/api/use-published-announcement-count";
import { ChooseChurchFirst } from "../../features/churches/components/manage-church";
import { usePendingChurchRequestCount } from "../../features/navigation/api/use-pending-church-requests";
import { Sidebar } from "../../features/navigation/components/sidebar";
import { SiteBanners } from "../../features/site-banners/components/site-banners";
import { SubscriptionBanner } from "../../features/subscriptions/components/subscription-banner";
import { CURRENT_USER_KEY, reloadCurrentUser, signOut, useCurrentUser } from "../../lib/auth-store";
import { useChurchClock } from "../../lib/church-clock";
import { useMaintenance } from "../../lib/maintenance-store";
import { notify } from "../../lib/notify";
import { siteInfo } from "../../lib/site-info";
import { usePhone } from "../../lib/use-phone";
import { pageTitleFromPath } from "../navigation";
import { MAIN_ID } from "../page-focus";
import { hasSignedInPage } from "../routes/signed-in-pages";
import { FeedbackButton, FeedbackLink } from "./feedback-button";
import classes from "./signed-in-layout.module.css";
import { displayName, TopBar } from "./top-bar";
import { useEntryLoading } from "./use-entry-loading";

const FIVE_MINUTES = 5 * 60_000;
const SIDEBAR_WIDTH = 288;
const SIDEBAR_COLLAPSED_WIDTH = 76;

/**
 * The signed-in shell (spec section 2): top bar, collapsible sidebar (a drawer below 768 px),
 * site banners, the loading screen on entering a page, and the feedback button. `children`
 * replaces the routed page (the not-found page uses it).
 */
export default function SignedInLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation("common");
  const user = useCurrentUser();
  const client = useQueryClient();
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  const [drawerOpened, drawer] = useDisclosure(false);
  // On a phone the side column is hidden (the sidebar is in the drawer): it is not drawn at all
  // there, since its few hundred elements are the largest part of the shell to render.
  const phone = usePhone();
  const [collapsed, setCollapsed] = useLocalStorage({ key: "sidebar_collapsed", defaultValue: false });
  const loading = useEntryLoading(pathname);
  const notificationCount = usePublishedAnnouncementCount();
  const pendingRequests = usePendingChurchRequestCount(user?.role);
  const maintenance = useMaintenance();
  const segmentTitle = pageTitleFromPath(pathname);
  const title = segmentTitle ? t(segmentTitle) : "";
  useDocumentTitle(title ? `${title} · ${siteInfo.productName}` : siteInfo.productName);

  // Keeps the stored user (name, role) current; a 401 here ends a stale session.
  const me = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) => reloadCurrentUser(signal),
    staleTime: FIVE_MINUTES,
  });
  const clock = useChurchClock(me.data);

  // Following a link closes the phone drawer.
  useEffect(() => {
    if (pathname) drawer.close();
  }, [pathname, drawer.close]);

  async function handleSignOut() {
    setSigningOut(true);
    await signOut();
    client.clear();
    notify.success(t("You have signed out."));
  }

  // RequireAuth renders this layout only with a session; after sign-out it redirects.
  if (!user) return null;
  const name = displayName(user);
  const sidebar = (compact: boolean, onNavigate?: () => void) => (
    <Sidebar
      user={user}
      name={name}
      picture={user.profile_picture}
      collapsed={compact}
      counts={{ "/churches/requests": pendingRequests }}
      onNavigate={onNavigate}
      hasPage={hasSignedInPage}
    />
  );

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
        breakpoint: "sm",
        collapsed: { mobile: true },
      }}
      padding={0}
    >
      <AppShell.Header>
        <TopBar
          title={title}
          user={user}
          signingOut={signingOut}
          onSignOut={handleSignOut}
          notificationCount={notificationCount}
          drawerOpened={drawerOpened}
          onToggleDrawer={drawer.toggle}
          collapsed={collapsed}
          onToggleCollapsed={() => setCollapsed((c) => !c)}
        />
      </AppShell.Header>
      {!phone && (
        <AppShell.Navbar aria-label={t("Sidebar")} visibleFrom="sm">
          {sidebar(collapsed)}
        </AppShell.Navbar>
      )}
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        size={300}
        padding={0}
        withCloseButton={false}
        hiddenFrom="sm"
        styles={{ body: { height: "100%" } }}
      >
        <Box component="nav" aria-label={t("Sidebar")} h="100dvh">
          {sidebar(false, drawer.close)}
        </Box>
      </Drawer>
      <AppShell.Main id={MAIN_ID} bg="gray.0">
        {maintenance && user.role === "SUPER_ADMIN" && (
          // Only a super admin is still here during maintenance; remind them everyone else is not.
          <Box px={{ base: "sm", sm: "lg" }} pt="md">
            <Notice color="orange" icon={IconServerCog} title={t("Maintenance mode is on")}>
              {t("Everyone except super admins sees the maintenance page.")}{" "}
              <Anchor component={Link} to="/settings/maintenance" fz="sm">
                {t("Manage maintenance")}
              </Anchor>
            </Notice>
          </Box>
        )}
        <SubscriptionBanner user={user} />
        <SiteBanners px={{ base: "sm", sm: "lg" }} pt="md" />
        <div className={classes.stage}>
          <div className={classes.page} data-held={loading.held || undefined} aria-busy={loading.held}>
            <Container
              size="xl"
              className={classes.content}
              pt={{ base: "md", sm: "xl" }}
              pb={{ base: "lg", sm: 96 }}
              px={{ base: "sm", sm: "lg" }}
            >
              {/* The loading screen covers the page for its minimum time only (spec section 9); a page
                  whose code or data takes longer shows its own loading state, not a longer screen. */}
              <ChooseChurchFirst />
              {/* Drawn again when the church's clock becomes known, so every date shows it. */}
              <Suspense key={`${pathname}|${clock}`} fallback={<PageLoader />}>
                {children ?? <Outlet />}
              </Suspense>
            </Container>
            <FeedbackLink />
          </div>
          {loading.held && (
            <div className={classes.cover}>
              <LoadingScreen startedAt={loading.startedAt} minHeight="calc(100dvh - 120px)" />
            </div>
          )}
        </div>
      </AppShell.Main>
      <FeedbackButton />
      {/* The page's buttons on a phone (see PageActions); empty and hidden otherwise. */}
      <div id={THUMB_BAR_ID} className={classes.thumbBar} data-thumb-bar />
    </AppShell>
  );
}

// The route guard comes with the shell (one chunk): it needs the sidebar's table, which the first
// page of a visit (the public home, the sign-in page) has no use for.
export { RouteAccess } from "../guards/route-access";
