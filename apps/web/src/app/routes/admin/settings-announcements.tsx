import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BannersTable } from "../../../features/settings/components/banners-table";
import { AdminPage } from "./admin-page";

export default function SettingsAnnouncementsPage() {
  const { t } = useTranslation("pages");
  return (
    <AdminPage
      title={t("Site banners")}
      description={
        <>
          {t("Short notices shown at the top of the site while active; visitors can close them.")}{" "}
          <Anchor component={Link} to="/settings" inherit>
            {t("Back to settings")}
          </Anchor>
        </>
      }
    >
      <BannersTable />
    </AdminPage>
  );
}
