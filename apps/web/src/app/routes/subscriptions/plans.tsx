import { useTranslation } from "react-i18next";
import { useFeatureRows } from "../../../features/site/components/feature-catalogue";
import { PlansView } from "../../../features/subscriptions/components/plans-view";
import { SubscriptionPage } from "./subscription-page";

export default function PlansPage() {
  const { t } = useTranslation("pages");
  // The features in the public site's words and order, so the plans read the same everywhere.
  const featureRows = useFeatureRows();
  return (
    <SubscriptionPage
      title={t("Plans")}
      description={t("Compare the plans side by side and choose the one that fits your church.")}
    >
      {({ church, canManage }) => (
        <PlansView church={church} canManage={canManage} featureRows={featureRows} />
      )}
    </SubscriptionPage>
  );
}
