import { SettingsOverview } from "../../../features/settings/components/settings-overview";
import { AdminPage } from "./admin-page";

export default function SettingsPage() {
  return (
    <AdminPage title="Settings" description="System-wide settings of the whole organisation.">
      <SettingsOverview />
    </AdminPage>
  );
}
