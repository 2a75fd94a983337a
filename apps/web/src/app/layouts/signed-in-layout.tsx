import { AppShell, Container } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { reloadCurrentUser, signOut, useCurrentUser } from "../../lib/auth-store";
import { notify } from "../../lib/notify";
import { siteInfo } from "../../lib/site-info";
import { pageTitleFromPath } from "../navigation";
import { TopBar } from "./top-bar";

const FIVE_MINUTES = 5 * 60_000;

/** The signed-in shell. The sidebar, subscription banner and feedback button come later. */
export default function SignedInLayout() {
  const user = useCurrentUser();
  const client = useQueryClient();
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  const title = pageTitleFromPath(pathname);
  useDocumentTitle(title ? `${title} · ${siteInfo.productName}` : siteInfo.productName);

  // Keeps the stored user (name, role) current; a 401 here ends a stale session.
  useQuery({
    queryKey: ["users/me"],
    queryFn: ({ signal }) => reloadCurrentUser(signal),
    staleTime: FIVE_MINUTES,
  });

  async function handleSignOut() {
    setSigningOut(true);
    await signOut();
    client.clear();
    notify.success("You have signed out.");
  }

  // RequireAuth renders this layout only with a session; after sign-out it redirects.
  if (!user) return null;

  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header>
        <TopBar title={title} user={user} signingOut={signingOut} onSignOut={handleSignOut} />
      </AppShell.Header>
      <AppShell.Main bg="gray.0">
        <Container size="xl" py={{ base: "md", sm: "xl" }} px={{ base: "sm", sm: "lg" }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
