import { useTranslation } from "react-i18next";
import { SettingsOverview } from "../../../features/settings/components/settings-overview";
import { AdminPage } from "./admin-page";

export default function SettingsPage() {
  const { t } = useTranslation("pages");
  return (
    <AdminPage title={t("Settings")} description={t("System-wide settings of the whole organisation.")}>
      <SettingsOverview />
    </AdminPage>
  );
}
