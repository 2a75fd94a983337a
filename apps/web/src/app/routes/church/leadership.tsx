import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LeadershipView } from "../../../features/leadership/components/leadership-view";

export default function LeadershipPage() {
  const { t } = useTranslation("pages");
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t("Leadership")}
        </Title>
        <Text c="dimmed" fz="sm">
          {t("Who holds each role in your church now, and who held it before.")}
        </Text>
      </div>
      <LeadershipView />
    </Stack>
  );
}
