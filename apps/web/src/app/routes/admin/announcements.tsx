import { Button } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AnnouncementsTable } from "../../../features/communication/components/announcements-table";
import { AdminPage } from "./admin-page";

export default function AdminAnnouncementsPage() {
  const { t } = useTranslation("pages");
  return (
    <AdminPage
      title={t("Announcements")}
      description={t(
        "News for everyone. A published announcement shows on the notifications page and in the badge.",
      )}
      actions={
        <Button
          component={Link}
          to="/admin/view/announcements"
          variant="default"
          leftSection={<IconEye size={16} />}
        >
          {t("See as members see it")}
        </Button>
      }
    >
      <AnnouncementsTable />
    </AdminPage>
  );
}
