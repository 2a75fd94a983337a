import { Box, Button } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AnnouncementFeed } from "../../../features/site/components/announcement-feed";
import { AdminPage } from "./admin-page";

export default function ViewAnnouncementsPage() {
  const { t } = useTranslation("pages");
  return (
    <AdminPage
      title={t("Announcements")}
      description={t("The published announcements, exactly as members and visitors see them.")}
      actions={
        <Button
          component={Link}
          to="/admin/announcements"
          variant="default"
          leftSection={<IconPencil size={16} />}
        >
          {t("Manage announcements")}
        </Button>
      }
    >
      <Box maw={820}>
        <AnnouncementFeed />
      </Box>
    </AdminPage>
  );
}
