import { hasPermission } from "@cm/contracts/rules";
import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { IconReportAnalytics } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChurchesTable } from "../../features/churches/components/churches-table";
import { useCurrentUser } from "../../lib/auth-store";

export default function ChurchesPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t("Churches")}
          </Title>
          <Text c="dimmed" fz="sm">
            {t("The churches you look after. Search, sort and page through them.")}
          </Text>
        </div>
        {user && hasPermission(user, "reports.read") && (
          <Anchor component={Link} to="/reports" fz="sm">
            <Group component="span" gap={4}>
              <IconReportAnalytics size={16} aria-hidden />
              {t("Reports on these churches")}
            </Group>
          </Anchor>
        )}
      </Group>
      <ChurchesTable />
    </Stack>
  );
}
