import { Anchor, Box } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MaintenancePanel } from "../../../features/settings/components/maintenance-panel";
import { AdminPage } from "./admin-page";

export default function SettingsMaintenancePage() {
  const { t } = useTranslation("pages");
  return (
    <AdminPage
      title={t("Maintenance")}
      description={
        <>
          {t("While maintenance is on, everyone but super admins sees the maintenance page.")}{" "}
          <Anchor component={Link} to="/settings" inherit>
            {t("Back to settings")}
          </Anchor>
        </>
      }
    >
      <Box maw={960}>
        <MaintenancePanel />
      </Box>
    </AdminPage>
  );
}
