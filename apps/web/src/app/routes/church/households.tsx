import { hasPermission } from "@cm/contracts/rules";
import { Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { HouseholdsTable } from "../../../features/households/components/households-table";
import { useCurrentUser } from "../../../lib/auth-store";

export default function HouseholdsPage() {
  const user = useCurrentUser();
  const { t } = useTranslation("pages");
  if (!user) return null;
  return (
    <HouseholdsTable
      canWrite={hasPermission(user, "members.write")}
      heading={
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t("Households")}
          </Title>
          <Text c="dimmed" fz="sm">
            {t("The church's families and homes, with the people of each.")}
          </Text>
        </div>
      }
    />
  );
}
