import { Stack, Text, Title } from "@mantine/core";
import { AttendanceTrendsView } from "../../../features/attendance/components/attendance-trends";

export default function AttendancePage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Attendance
        </Title>
        <Text c="dimmed" fz="sm">
          How many members and visitors came to your church's events, week by week and by kind of event.
        </Text>
      </div>
      <AttendanceTrendsView />
    </Stack>
  );
}
