import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Whether a record is in use: "Active" in teal, "Inactive" in grey. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation("common");
  return (
    <Badge color={active ? "teal" : "gray"} variant="light">
      {active ? t("Active") : t("Inactive")}
    </Badge>
  );
}
