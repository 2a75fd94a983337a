import { Stack, Text, Title } from "@mantine/core";
import { LeadershipView } from "../../../features/leadership/components/leadership-view";

export default function LeadershipPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Leadership
        </Title>
        <Text c="dimmed" fz="sm">
          Who holds each role in your church now, and who held it before.
        </Text>
      </div>
      <LeadershipView />
    </Stack>
  );
}
