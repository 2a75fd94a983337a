import { hasPermission, isChurchAdmin } from "@cm/contracts/rules";
import { Anchor, Group, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ChurchDetail } from "../../features/churches/components/church-detail";
import { ChurchPeriodFigures } from "../../features/dashboard/components/church-period-figures";
import { useCurrentUser } from "../../lib/auth-store";

export default function ChurchDetailPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  const { id = "" } = useParams();
  if (!user) return null;
  return (
    <Stack gap="xs">
      <Anchor component={Link} to="/churches" fz="sm" w="fit-content">
        <Group component="span" gap={4}>
          <IconArrowLeft size={14} />
          {t("Churches")}
        </Group>
      </Anchor>
      <ChurchDetail key={id} id={id} user={user} />
      {hasPermission(user, "churches.statistics") && Number(id) > 0 && (
        <ChurchPeriodFigures
          key={`figures-${id}`}
          churchId={Number(id)}
          canUpgrade={user.church === Number(id) && isChurchAdmin(user)}
        />
      )}
    </Stack>
  );
}
