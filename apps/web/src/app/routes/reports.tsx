import { reachOf } from "@cm/contracts/rules";
import { useTranslation } from "react-i18next";
import { HeadedPage } from "../../components/page-heading";
import { HierarchyReportsView } from "../../features/dashboard/components/reports-view";
import { useCurrentUser } from "../../lib/auth-store";
import { lazyPage } from "../../lib/lazy-page";

// The super admin's /reports is Super Admin Finance, whose last tab holds these reports.
const NationalFinancePage = lazyPage(() => import("./finance/national-finance"));

export default function ReportsPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  if (!user) return null;
  if (user.role === "SUPER_ADMIN") return <NationalFinancePage />;
  const reach = reachOf(user.role);
  return (
    <HeadedPage
      title={t("Reports")}
      description={t(
        "Membership, attendance, Sunday school and how churches compare, for the churches you look after.",
      )}
    >
      <HierarchyReportsView
        ownChurch={reach === "church" ? user.church : null}
        nationalRegions={reach === "all"}
      />
    </HeadedPage>
  );
}
