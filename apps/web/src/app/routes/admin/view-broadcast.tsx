import { Button, Paper } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BroadcastView } from "../../../features/site/components/broadcast-view";
import { AdminPage } from "./admin-page";

export default function ViewBroadcastPage() {
  const { t } = useTranslation("pages");
  return (
    <AdminPage
      title={t("Current broadcast")}
      description={t("What visitors see on the broadcast page right now.")}
      actions={
        <Button
          component={Link}
          to="/admin/broadcasts"
          variant="default"
          leftSection={<IconPencil size={16} />}
        >
          {t("Manage broadcasts")}
        </Button>
      }
    >
      <Paper withBorder p={{ base: "md", sm: "xl" }} maw={960}>
        <BroadcastView />
      </Paper>
    </AdminPage>
  );
}
