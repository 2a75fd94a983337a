import { type Feature, featureRouteDecision } from "@cm/contracts";
import { Alert, Button, Stack } from "@mantine/core";
import { Navigate, Outlet } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { useCurrentUser } from "../../lib/auth-store";
import { useCurrentSubscription } from "../../lib/subscription-queries";

/**
 * A church-only page that needs a subscription feature (spec section 6): with no church it
 * goes to /dashboard, without a subscription giving the feature to /subscriptions/plans.
 * The API refuses the same calls on its own; this only spares the user a page of errors.
 */
export function RequireFeature({ feature }: { feature: Feature }) {
  const church = useCurrentUser()?.church ?? null;
  const query = useCurrentSubscription(church);
  if (church != null && query.isPending) return <PageLoader />;
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
  const decision = featureRouteDecision(church, query.data ?? null, feature);
  return decision === "allow" ? <Outlet /> : <Navigate to={decision} replace />;
}
