import { Stack, Text, Title } from "@mantine/core";
import { DashboardView } from "../../features/dashboard/components/dashboard-view";

export default function DashboardPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Dashboard
        </Title>
        <Text c="dimmed" fz="sm">
          The churches, members, attendance and giving of the whole organisation or one region, compared with
          the period before.
        </Text>
      </div>
      <DashboardView />
    </Stack>
  );
}
