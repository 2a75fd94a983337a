import { Stack, Text, Title } from "@mantine/core";
import { ClassAttendanceTable } from "../../../features/attendance/components/class-attendance";

export default function AttendanceManagementPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Attendance management
        </Title>
        <Text c="dimmed" fz="sm">
          Attendance in each Sunday-school class. Open a class to see every session and every member.
        </Text>
      </div>
      <ClassAttendanceTable />
    </Stack>
  );
}
