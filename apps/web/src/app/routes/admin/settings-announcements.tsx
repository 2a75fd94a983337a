import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { BannersTable } from "../../../features/settings/components/banners-table";
import { AdminPage } from "./admin-page";

export default function SettingsAnnouncementsPage() {
  return (
    <AdminPage
      title="Site banners"
      description={
        <>
          Short notices shown at the top of the site while active; visitors can close them.{" "}
          <Anchor component={Link} to="/settings" inherit>
            Back to settings
          </Anchor>
        </>
      }
    >
      <BannersTable />
    </AdminPage>
  );
}
