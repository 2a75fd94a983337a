import { reachOf } from "@cm/contracts/rules";
import { Button, Group } from "@mantine/core";
import { IconCategory, IconClockHour4, IconEye } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TestimoniesTable } from "../../../features/testimonies/components/testimonies-table";
import { TestimonyFigures } from "../../../features/testimonies/components/testimony-figures";
import { useCurrentUser } from "../../../lib/auth-store";
import { AdminPage } from "../admin/admin-page";

export default function AdminTestimoniesPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  return (
    <AdminPage
      title={t("Testimonies")}
      description={t("Shared by members or entered for them. Verify them before they are published.")}
      actions={
        <Group gap="xs">
          <Button
            component={Link}
            to="/admin/testimonies/pending"
            variant="default"
            leftSection={<IconClockHour4 size={16} />}
          >
            {t("Waiting for verification")}
          </Button>
          <Button
            component={Link}
            to="/admin/testimonies/types"
            variant="default"
            leftSection={<IconCategory size={16} />}
          >
            {t("Types")}
          </Button>
          <Button
            component={Link}
            to="/admin/view/testimonies"
            variant="default"
            leftSection={<IconEye size={16} />}
          >
            {t("See as members see it")}
          </Button>
        </Group>
      }
    >
      <TestimonyFigures />
      <TestimoniesTable showChurch={user ? reachOf(user.role) !== "church" : false} />
    </AdminPage>
  );
}
