import { Box, Button } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { Link } from "react-router";
import { AnnouncementFeed } from "../../../features/site/components/announcement-feed";
import { AdminPage } from "./admin-page";

export default function ViewAnnouncementsPage() {
  return (
    <AdminPage
      title="Announcements"
      description="The published announcements, exactly as members and visitors see them."
      actions={
        <Button
          component={Link}
          to="/admin/announcements"
          variant="default"
          leftSection={<IconPencil size={16} />}
        >
          Manage announcements
        </Button>
      }
    >
      <Box maw={820}>
        <AnnouncementFeed />
      </Box>
    </AdminPage>
  );
}
