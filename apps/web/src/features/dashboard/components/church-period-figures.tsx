import { Alert, Group, Skeleton, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LockedNote } from "../../../components/locked-note";
import { errorMessage } from "../../../lib/api-client";
import { type PeriodChoice, refusedByPlan, useChurchPeriodStatistics } from "../api/dashboard-api";
import { PeriodFigures } from "./period-figures";
import { PeriodPicker, THIS_MONTH } from "./period-picker";

/**
 * One church's members, attendance, Sunday school, finance and programs over a period. A plan
 * without the dashboard shows what it would take, with the plans for those who can choose one.
 */
export function ChurchPeriodFigures({
  churchId,
  canUpgrade,
  membersLink,
}: {
  churchId: number;
  canUpgrade: boolean;
  membersLink?: string;
}) {
  const { t } = useTranslation("dashboard");
  const [period, setPeriod] = useState<PeriodChoice>(THIS_MONTH);
  const stats = useChurchPeriodStatistics(churchId, period);
  const refused = refusedByPlan(stats.error);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} fz="lg">
          {t("Figures over a period")}
        </Title>
        {!refused && <PeriodPicker value={period} onChange={setPeriod} />}
      </Group>
      {refused && (
        <LockedNote
          title={t("This church''s plan does not include the dashboard")}
          link={canUpgrade ? { to: "/subscriptions/plans", label: t("See the plans") } : undefined}
        >
          {t("Members, attendance and giving over time come with plans that include the dashboard.")}
        </LockedNote>
      )}
      {stats.isError && !refused && (
        <Alert color="red" variant="light" title={t("The figures could not be loaded")}>
          {errorMessage(stats.error)}
        </Alert>
      )}
      {stats.isPending && (
        <Skeleton h={200} radius="md" role="status" aria-label={t("Loading the figures")} />
      )}
      {stats.data && <PeriodFigures figures={stats.data.figures} membersLink={membersLink} />}
    </Stack>
  );
}
