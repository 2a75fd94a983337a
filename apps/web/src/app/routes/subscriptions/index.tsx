import { hasPermission } from "@cm/contracts/rules";
import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  AllSubscriptionsTable,
  SubscriptionFigures,
} from "../../../features/subscriptions/components/all-subscriptions";
import { ChurchFigures } from "../../../features/subscriptions/components/church-figures";
import { CurrentSubscriptionSummary } from "../../../features/subscriptions/components/current-subscription-summary";
import { useCurrentUser } from "../../../lib/auth-store";
import { SubscriptionPage } from "./subscription-page";

export default function SubscriptionsPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  if (user && user.church === null) {
    // National and regional officers have no church of their own: they see the churches' subscriptions.
    return (
      <SubscriptionPage
        title={t("Subscriptions")}
        description={t("Every church's subscription, and the figures across them.")}
      >
        {() => (
          <Stack gap="xl">
            {hasPermission(user, "subscriptions.statistics") && <SubscriptionFigures />}
            <AllSubscriptionsTable />
          </Stack>
        )}
      </SubscriptionPage>
    );
  }
  return (
    <SubscriptionPage
      title={t("My subscription")}
      description={t("Your church's plan, how long it runs, and everything about it.")}
    >
      {({ church }) =>
        church === null ? null : (
          <Stack gap="lg">
            <CurrentSubscriptionSummary church={church} />
            <ChurchFigures church={church} />
          </Stack>
        )
      }
    </SubscriptionPage>
  );
}
