import { hasPermission, isChurchAdmin } from "@cm/contracts/rules";
import { useTranslation } from "react-i18next";
import { HeadedPage } from "../../../components/page-heading";
import { ChurchOverview } from "../../../features/church-overview/components/church-overview";
import { ChurchPeriodFigures } from "../../../features/dashboard/components/church-period-figures";
import { useCurrentUser } from "../../../lib/auth-store";
import { useWorkingChurchId } from "../../../lib/working-church";

export default function ChurchOverviewPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  const church = useWorkingChurchId();
  return (
    <HeadedPage
      title={t("Church overview")}
      description={t("Your members at a glance, and the way to each church page.")}
    >
      <ChurchOverview />
      {user && church !== null && hasPermission(user, "churches.statistics") && (
        <ChurchPeriodFigures
          churchId={church}
          canUpgrade={user.church === church && isChurchAdmin(user)}
          membersLink="/church/members"
        />
      )}
    </HeadedPage>
  );
}
