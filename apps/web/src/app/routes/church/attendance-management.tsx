import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ClassAttendanceTable } from "../../../features/attendance/components/class-attendance";

export default function AttendanceManagementPage() {
  const { t } = useTranslation("pages");
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t("Attendance management")}
        </Title>
        <Text c="dimmed" fz="sm">
          {t("Attendance in each Sunday-school class. Open a class to see every session and every member.")}
        </Text>
      </div>
      <ClassAttendanceTable />
    </Stack>
  );
}
