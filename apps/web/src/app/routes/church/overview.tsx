import { hasPermission, isChurchAdmin } from "@cm/contracts/rules";
import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChurchOverview } from "../../../features/church-overview/components/church-overview";
import { ChurchPeriodFigures } from "../../../features/dashboard/components/church-period-figures";
import { useCurrentUser } from "../../../lib/auth-store";
import { useWorkingChurchId } from "../../../lib/working-church";

export default function ChurchOverviewPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  const church = useWorkingChurchId();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t("Church overview")}
        </Title>
        <Text c="dimmed" fz="sm">
          {t("Your members at a glance, and the way to each church page.")}
        </Text>
      </div>
      <ChurchOverview />
      {user && church !== null && hasPermission(user, "churches.statistics") && (
        <ChurchPeriodFigures
          churchId={church}
          canUpgrade={user.church === church && isChurchAdmin(user)}
          membersLink="/church/members"
        />
      )}
    </Stack>
  );
}
