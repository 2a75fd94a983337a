import type { ChurchStatistics } from "@cm/contracts";
import { ROLES, type Role, roleTitle } from "@cm/contracts/rules";
import { Badge, Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { FigureCard } from "../../../components/figure-card";
import { LockedNote } from "../../../components/locked-note";
import { RetryAlert } from "../../../components/retry-alert";
import { ApiError } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import { subscriptionStatusWord } from "../../../lib/labels";
import { useChurchStatistics } from "../api/churches-api";

const PLAN_CODES = ["subscription_required", "feature_not_available"];

/** True when the church's plan (or its lack of one) is why the figures are refused. */
export function isPlanRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && PLAN_CODES.includes(error.code);
}

function Figures({ stats }: { stats: ChurchStatistics }) {
  const roles = Object.entries(stats.users_by_role)
    .filter(([role]) => (ROLES as readonly string[]).includes(role))
    .sort((a, b) => b[1] - a[1]);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <FigureCard large label="Branches" value={stats.branches} hint={`${stats.active_branches} active`} />
        <FigureCard
          large
          label="Seats"
          value={stats.seating_capacity.toLocaleString()}
          hint="across all branches"
        />
        <FigureCard
          large
          label="Attendance"
          value={stats.occupancy.toLocaleString()}
          hint="last recorded occupancy"
        />
        <FigureCard large label="Users" value={stats.users} hint="active accounts" />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb={6}>
          <Text fz="sm" fw={600}>
            Seats filled
          </Text>
          <Text fz="sm" fw={600}>
            {stats.occupancy_rate}%
          </Text>
        </Group>
        <Progress value={Math.min(100, stats.occupancy_rate)} aria-label="Seats filled" />
      </Paper>
      {roles.length > 0 && (
        <Group gap="xs">
          {roles.map(([role, n]) => (
            <Badge key={role} variant="light" color="gray" size="lg">
              {roleTitle(role as Role)}: {n}
            </Badge>
          ))}
        </Group>
      )}
      {stats.subscription && (
        <Text fz="sm" c="dimmed">
          Plan: {stats.subscription.plan_name} · {subscriptionStatusWord(stats.subscription.status)} until{" "}
          {formatDate(stats.subscription.end_date)}
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
  const stats = useChurchStatistics(churchId, true);
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        Statistics
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
          title="This church's plan does not include the dashboard"
          link={canUpgrade ? { to: "/subscriptions/plans", label: "See the plans" } : undefined}
        >
          Statistics of branches, seats and users come with plans that include the dashboard.
        </LockedNote>
      )}
      {stats.isError && !isPlanRefusal(stats.error) && (
        <RetryAlert title="The statistics could not be loaded" error={stats.error} />
      )}
      {stats.data && <Figures stats={stats.data} />}
    </Stack>
  );
}
