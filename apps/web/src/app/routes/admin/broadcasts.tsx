import { Button } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BroadcastsTable } from "../../../features/communication/components/broadcasts-table";
import { AdminPage } from "./admin-page";

export default function AdminBroadcastsPage() {
  const { t } = useTranslation("pages");
  return (
    <AdminPage
      title={t("Broadcasts")}
      description={t(
        "Live streams of services and events. The public page shows the one on air now, or else the next one.",
      )}
      actions={
        <Button
          component={Link}
          to="/admin/view/broadcast"
          variant="default"
          leftSection={<IconEye size={16} />}
        >
          {t("See the public page")}
        </Button>
      }
    >
      <BroadcastsTable />
    </AdminPage>
  );
}
