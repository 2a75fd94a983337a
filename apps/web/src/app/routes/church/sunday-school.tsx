import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ClassesTable } from "../../../features/sunday-school/components/classes-table";

export default function SundaySchoolPage() {
  const { t } = useTranslation("pages");
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t("Sunday school")}
        </Title>
        <Text c="dimmed" fz="sm">
          {t(
            "Your church's classes, who is enrolled in each and when they meet. Open a class to take attendance.",
          )}
        </Text>
      </div>
      <ClassesTable />
    </Stack>
  );
}
