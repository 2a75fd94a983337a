import { useTranslation } from "react-i18next";
import { FEATURE_GROUPS, FEATURE_TEXT } from "../../../features/site/components/feature-catalogue";
import type { FeatureRow } from "../../../features/subscriptions/components/plan-cards";
import { PlansView } from "../../../features/subscriptions/components/plans-view";
import { SubscriptionPage } from "./subscription-page";

// The features in the public site's words and order, so the plans read the same everywhere.
const FEATURE_ROWS: FeatureRow[] = FEATURE_GROUPS.flatMap((g) => g.features).map((feature) => ({
  feature,
  label: FEATURE_TEXT[feature].title,
}));

export default function PlansPage() {
  const { t } = useTranslation("pages");
  return (
    <SubscriptionPage
      title={t("Plans")}
      description={t("Compare the plans side by side and choose the one that fits your church.")}
    >
      {({ church, canManage }) => (
        <PlansView church={church} canManage={canManage} featureRows={FEATURE_ROWS} />
      )}
    </SubscriptionPage>
  );
}
