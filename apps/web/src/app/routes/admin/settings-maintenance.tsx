import { msg } from "@cm/contracts";
import { Box } from "@mantine/core";
import { MaintenancePanel } from "../../../features/settings/components/maintenance-panel";
import { adminPage } from "./admin-page";

/** The maintenance switch and its message, at a readable width. */
function Panel() {
  return (
    <Box maw={960}>
      <MaintenancePanel />
    </Box>
  );
}

export default adminPage(
  {
    title: msg("Maintenance"),
    description: msg("While maintenance is on, everyone but super admins sees the maintenance page."),
    back: { to: "/settings", label: msg("Back to settings") },
  },
  Panel,
);
