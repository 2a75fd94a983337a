import { Anchor, Box } from "@mantine/core";
import { Link } from "react-router";
import { MaintenancePanel } from "../../../features/settings/components/maintenance-panel";
import { AdminPage } from "./admin-page";

export default function SettingsMaintenancePage() {
  return (
    <AdminPage
      title="Maintenance"
      description={
        <>
          While maintenance is on, everyone but super admins sees the maintenance page.{" "}
          <Anchor component={Link} to="/settings" inherit>
            Back to settings
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
