import { Stack, Text, Title } from "@mantine/core";
import { ChurchOverview } from "../../../features/church-overview/components/church-overview";

export default function ChurchOverviewPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Church overview
        </Title>
        <Text c="dimmed" fz="sm">
          Your members at a glance, and the way to each church page.
        </Text>
      </div>
      <ChurchOverview />
    </Stack>
  );
}
