import { hasPermission } from "@cm/contracts/rules";
import { Stack, Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../components/page-heading";
import { RotaMonth } from "../../../features/serving/components/rota-month";
import { TeamsView } from "../../../features/serving/components/teams-view";
import { useCurrentUser } from "../../../lib/auth-store";

export default function ServingPage() {
  const user = useCurrentUser();
  const { t } = useTranslation("pages");
  if (!user) return null;
  const canWrite = hasPermission(user, "members.write");
  return (
    <Stack gap="md">
      <PageHeading title={t("Serving")}>
        {t("The rota of the church's teams: who serves at each service, and the places still open.")}
      </PageHeading>
      <Tabs defaultValue="rota" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="rota">{t("Rota")}</Tabs.Tab>
          <Tabs.Tab value="teams">{t("Teams")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rota" pt="md">
          <RotaMonth canWrite={canWrite} />
        </Tabs.Panel>
        <Tabs.Panel value="teams" pt="md">
          <TeamsView canWrite={canWrite} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
