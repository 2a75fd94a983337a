import { Button } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { Link } from "react-router";
import { AnnouncementsTable } from "../../../features/communication/components/announcements-table";
import { AdminPage } from "./admin-page";

export default function AdminAnnouncementsPage() {
  return (
    <AdminPage
      title="Announcements"
      description="News for everyone. A published announcement shows on the notifications page and in the badge."
      actions={
        <Button
          component={Link}
          to="/admin/view/announcements"
          variant="default"
          leftSection={<IconEye size={16} />}
        >
          See as members see it
        </Button>
      }
    >
      <AnnouncementsTable />
    </AdminPage>
  );
}
