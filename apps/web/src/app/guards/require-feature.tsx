import { type Feature, featureRouteDecision } from "@cm/contracts/rules";
import { Alert, Button, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("common");
  // A church user's own church, or the one a national or regional officer has chosen.
  const church = useWorkingChurchId();
  const { pathname, search } = useLocation();
  const query = useCurrentSubscription(church);
  const checking = church != null && query.isPending;
  if (query.isError) {
    return (
      <Stack p="lg" maw={560}>
        <Alert color="red" title={t("We could not check your church's subscription")}>
          {t("Please check your connection and try again.")}
        </Alert>
        <Button variant="light" w="fit-content" onClick={() => void query.refetch()}>
          {t("Try again")}
        </Button>
      </Stack>
    );
  }
  // The page starts only once the check allows it: started earlier, its calls would be refused
  // (403) for a church without the feature. The page's first script has asked for the
  // subscription already (src/early), so on a first visit the answer is usually in by now.
  if (checking) return <PageLoader />;
  const decision = featureRouteDecision(church, query.data ?? null, feature);
  if (decision === "/dashboard") {
    return <Navigate to={decision} replace state={churchFirstState(pathname + search)} />;
  }
  return decision === "allow" ? <Outlet /> : <Navigate to={decision} replace />;
}
