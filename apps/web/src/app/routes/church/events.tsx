import { Stack, Text, Title } from "@mantine/core";
import { EventsTable } from "../../../features/events/components/events-table";

export default function EventsPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Events
        </Title>
        <Text c="dimmed" fz="sm">
          Services, meetings and other gatherings of your church, and who came to them. Times are shown in
          your own time zone.
        </Text>
      </div>
      <EventsTable />
    </Stack>
  );
}
