import { Stack, Text, Title } from "@mantine/core";
import { ClassesTable } from "../../../features/sunday-school/components/classes-table";

export default function SundaySchoolPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Sunday school
        </Title>
        <Text c="dimmed" fz="sm">
          Your church's classes, who is enrolled in each and when they meet. Open a class to take attendance.
        </Text>
      </div>
      <ClassesTable />
    </Stack>
  );
}
