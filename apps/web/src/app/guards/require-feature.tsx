import { type Feature, featureRouteDecision } from "@cm/contracts/rules";
import { Alert, Button, Stack } from "@mantine/core";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { useCurrentSubscription } from "../../lib/subscription-queries";
import { churchFirstState, useWorkingChurchId } from "../../lib/working-church";

/**
 * A church-only page that needs a subscription feature (spec section 6): with no church (an
 * officer who has not chosen one) it goes to /dashboard, which then asks them to choose one and
 * opens this page after; without a subscription giving the feature to /subscriptions/plans.
 * The API refuses the same calls on its own; this only spares the user a page of errors.
 */
export function RequireFeature({ feature }: { feature: Feature }) {
  // A church user's own church, or the one a national or regional officer has chosen.
  const church = useWorkingChurchId();
  const { pathname, search } = useLocation();
  const query = useCurrentSubscription(church);
  const checking = church != null && query.isPending;
  if (query.isError) {
    return (
      <Stack p="lg" maw={560}>
        <Alert color="red" title="We could not check your church's subscription">
          Please check your connection and try again.
        </Alert>
        <Button variant="light" w="fit-content" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (!checking) {
    const decision = featureRouteDecision(church, query.data ?? null, feature);
    if (decision === "/dashboard") {
      return <Navigate to={decision} replace state={churchFirstState(pathname + search)} />;
    }
    if (decision !== "allow") return <Navigate to={decision} replace />;
  }
  // While the subscription is being checked the page is already put together out of sight, so that
  // its own first requests travel alongside the check instead of after it (a round trip less on a
  // slow phone line). Nothing of it shows, nor is read out, until the check allows it.
  return (
    <>
      {checking && <PageLoader />}
      <div hidden={checking}>
        <Outlet />
      </div>
    </>
  );
}
