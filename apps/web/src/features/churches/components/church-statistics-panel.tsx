import type { ChurchStatistics } from "@cm/contracts";
import { ROLES, type Role, roleTitle } from "@cm/contracts/rules";
import { Badge, Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FigureCard } from "../../../components/figure-card";
import { LockedNote } from "../../../components/locked-note";
import { RetryAlert } from "../../../components/retry-alert";
import { ApiError } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import { formatCount, subscriptionStatusWord } from "../../../lib/labels";
import { useChurchStatistics } from "../api/churches-api";

const PLAN_CODES = ["subscription_required", "feature_not_available"];

/** True when the church's plan (or its lack of one) is why the figures are refused. */
export function isPlanRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && PLAN_CODES.includes(error.code);
}

function Figures({ stats }: { stats: ChurchStatistics }) {
  const { t } = useTranslation("churches");
  const roles = Object.entries(stats.users_by_role)
    .filter(([role]) => (ROLES as readonly string[]).includes(role))
    .sort((a, b) => b[1] - a[1]);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <FigureCard
          large
          label={t("Branches")}
          value={stats.branches}
          hint={t("{count} active", { count: stats.active_branches })}
        />
        <FigureCard
          large
          label={t("Seats")}
          value={formatCount(stats.seating_capacity)}
          hint={t("across all branches")}
        />
        <FigureCard
          large
          label={t("Attendance")}
          value={formatCount(stats.occupancy)}
          hint={t("last recorded occupancy")}
        />
        <FigureCard large label={t("Users")} value={stats.users} hint={t("active accounts")} />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb={6}>
          <Text fz="sm" fw={600}>
            {t("Seats filled")}
          </Text>
          <Text fz="sm" fw={600}>
            {t("{percent}%", { percent: String(stats.occupancy_rate) })}
          </Text>
        </Group>
        <Progress value={Math.min(100, stats.occupancy_rate)} aria-label={t("Seats filled")} />
      </Paper>
      {roles.length > 0 && (
        <Group gap="xs">
          {roles.map(([role, n]) => (
            <Badge key={role} variant="light" color="gray" size="lg">
              {t("{role}: {count}", { role: t(roleTitle(role as Role)), count: n })}
            </Badge>
          ))}
        </Group>
      )}
      {stats.subscription && (
        <Text fz="sm" c="dimmed">
          {t("Plan: {plan} · {status} until {date}", {
            plan: stats.subscription.plan_name,
            status: t(subscriptionStatusWord(stats.subscription.status)),
            date: formatDate(stats.subscription.end_date),
          })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The church's figures. A plan without the dashboard is not an error: it shows a plain panel,
 * with a way to the plans for the church's own admins.
 */
export function ChurchStatisticsPanel({ churchId, canUpgrade }: { churchId: number; canUpgrade: boolean }) {
  const { t } = useTranslation("churches");
  const stats = useChurchStatistics(churchId, true);
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t("Statistics")}
      </Title>
      {stats.isPending && (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" data-testid="statistics-loading">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={86} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {stats.isError && isPlanRefusal(stats.error) && (
        <LockedNote
          title={t("This church''s plan does not include the dashboard")}
          link={canUpgrade ? { to: "/subscriptions/plans", label: t("See the plans") } : undefined}
        >
          {t("Statistics of branches, seats and users come with plans that include the dashboard.")}
        </LockedNote>
      )}
      {stats.isError && !isPlanRefusal(stats.error) && (
        <RetryAlert title={t("The statistics could not be loaded")} error={stats.error} />
      )}
      {stats.data && <Figures stats={stats.data} />}
    </Stack>
  );
}
