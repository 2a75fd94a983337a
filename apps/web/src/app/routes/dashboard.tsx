import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DashboardView } from "../../features/dashboard/components/dashboard-view";

export default function DashboardPage() {
  const { t } = useTranslation("pages");
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t("Dashboard")}
        </Title>
        <Text c="dimmed" fz="sm">
          {t(
            "The churches, members, attendance and giving of the whole organisation or one region, compared with the period before.",
          )}
        </Text>
      </div>
      <DashboardView />
    </Stack>
  );
}
