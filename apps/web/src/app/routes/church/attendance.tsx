import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AttendanceTrendsView } from "../../../features/attendance/components/attendance-trends";

export default function AttendancePage() {
  const { t } = useTranslation("pages");
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t("Attendance")}
        </Title>
        <Text c="dimmed" fz="sm">
          {t(
            "How many members and visitors came to your church's events, week by week and by kind of event.",
          )}
        </Text>
      </div>
      <AttendanceTrendsView />
    </Stack>
  );
}
