import { useTranslation } from "react-i18next";
import { RenewView } from "../../../features/subscriptions/components/renew-view";
import { NoChurch, SubscriptionPage } from "./subscription-page";

const toGateway = (url: string) => window.location.assign(url);

export default function RenewPage() {
  const { t } = useTranslation("pages");
  return (
    <SubscriptionPage title={t("Renew")} description={t("Pay for the next period of your current plan.")}>
      {({ church }) => (church === null ? <NoChurch /> : <RenewView church={church} redirect={toGateway} />)}
    </SubscriptionPage>
  );
}
