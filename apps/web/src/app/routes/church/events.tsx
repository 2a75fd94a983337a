import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EventsTable } from "../../../features/events/components/events-table";

export default function EventsPage() {
  const { t } = useTranslation("pages");
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t("Events")}
        </Title>
        <Text c="dimmed" fz="sm">
          {t(
            "Services, meetings and other gatherings of your church, and who came to them. Times are shown in your own time zone.",
          )}
        </Text>
      </div>
      <EventsTable />
    </Stack>
  );
}
