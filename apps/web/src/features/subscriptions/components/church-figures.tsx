import { Button, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FigureCard } from "../../../components/figure-card";
import { Notice } from "../../../components/notice";
import { ApiError } from "../../../lib/api-client";
import { useFeatureUnlocked } from "../../../lib/subscription-queries";
import { useChurchStatistics } from "../api/subscriptions-api";
import { SectionError, SectionLoader } from "./query-state";
import { SectionCard } from "./section-card";

const LOCKED_CODES = ["subscription_required", "feature_not_available"];

/**
 * The church's figures from the dashboard feature: they open only while the subscription gives
 * access and its plan includes the dashboard, so the section also shows what the plan unlocks.
 * They are asked for only then: the server would refuse them otherwise.
 */
export function ChurchFigures({ church }: { church: number }) {
  const { t } = useTranslation("subscriptions");
  const unlocked = useFeatureUnlocked(church, "BASIC_DASHBOARD");
  const stats = useChurchStatistics(unlocked ? church : null);
  // Also when the plan changed since the subscription was read and the server refuses them.
  const refused =
    stats.error instanceof ApiError && stats.error.status === 403 && LOCKED_CODES.includes(stats.error.code);
  const locked = unlocked === false || refused;
  return (
    <SectionCard label={t("Your church at a glance")} title={t("Your church at a glance")} gap="md">
      {locked ? (
        <Notice color="gray" icon={IconLock} title={t("Not included in your subscription")}>
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{t("These figures need a subscription that includes the dashboard.")}</Text>
            <Button component={Link} to="/subscriptions/plans" size="xs">
              {t("See the plans")}
            </Button>
          </Stack>
        </Notice>
      ) : stats.isPending ? (
        <SectionLoader label={t("Loading your church's figures…")} />
      ) : stats.isError ? (
        <SectionError
          title={t("Your church's figures could not be loaded")}
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" data-testid="church-figures">
          <FigureCard frame="none" label={t("Users")} value={stats.data.users} />
          <FigureCard frame="none" label={t("Branches")} value={stats.data.branches} />
          <FigureCard frame="none" label={t("Seats")} value={stats.data.seating_capacity} />
          <FigureCard frame="none" label={t("Seats filled")} value={`${stats.data.occupancy_rate}%`} />
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
