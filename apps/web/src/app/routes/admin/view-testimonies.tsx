import { hasPermission } from "@cm/contracts/rules";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconSettings } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TestimonyFeed } from "../../../features/site/components/testimony-feed";
import { useCurrentUser } from "../../../lib/auth-store";

/** The published testimonies, read inside the signed-in app. */
export default function ViewTestimoniesPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t("Testimonies")}
          </Title>
          <Text c="dimmed" fz="sm">
            {t("Verified testimonies published on the public site.")}
          </Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to="/profile/personal?share=testimony" variant="default">
            {t("Share your testimony")}
          </Button>
          {user && hasPermission(user, "testimonies.verify") && (
            <Button component={Link} to="/admin/testimonies" leftSection={<IconSettings size={16} />}>
              {t("Manage testimonies")}
            </Button>
          )}
        </Group>
      </Group>
      <TestimonyFeed basePath="/admin/view/testimonies" />
    </Stack>
  );
}
