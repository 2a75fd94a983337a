import { msg } from "@cm/contracts";
import { currentSubscription } from "@cm/contracts/rules";
import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../../components/retry-alert";
import { formatDate } from "../../../lib/format-date";
import { useChurchSubscriptions } from "../api/churches-api";

const STATUS: Record<string, { label: string; color: string }> = {
  ACTIVE: { label: msg("Active"), color: "teal" },
  TRIAL: { label: msg("Trial"), color: "blue" },
  GRACE_PERIOD: { label: msg("Grace period"), color: "orange" },
  EXPIRED: { label: msg("Expired"), color: "red" },
  CANCELLED: { label: msg("Cancelled"), color: "gray" },
  PENDING: { label: msg("Pending"), color: "yellow" },
};

/** The church's current subscription, for national and regional officers. */
export function ChurchSubscriptionSummary({ churchId }: { churchId: number }) {
  const { t } = useTranslation("churches");
  const subs = useChurchSubscriptions(churchId, true);
  const current = subs.data ? currentSubscription(subs.data) : undefined;
  const status = current ? (STATUS[current.status] ?? { label: current.status, color: "gray" }) : null;
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t("Subscription")}
      </Title>
      {subs.isPending && <Skeleton height={80} radius="md" />}
      {subs.isError && <RetryAlert title={t("The subscription could not be loaded")} error={subs.error} />}
      {subs.data && !current && (
        <Paper withBorder radius="md" p="md">
          <Text fz="sm" c="dimmed">
            {t("This church has no subscription yet.")}
          </Text>
        </Paper>
      )}
      {current && status && (
        <Paper withBorder radius="md" p="md">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <div>
              <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                {t("Plan")}
              </Text>
              <Text fw={600}>{current.plan_name}</Text>
            </div>
            <div>
              <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                {t("Status")}
              </Text>
              <Group gap={4}>
                <Badge color={status.color} variant="light">
                  {t(status.label)}
                </Badge>
              </Group>
            </div>
            <div>
              <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                {t("Ends")}
              </Text>
              <Text>{formatDate(current.end_date)}</Text>
            </div>
            <div>
              <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                {t("Days left")}
              </Text>
              <Text>{current.days_remaining}</Text>
            </div>
          </SimpleGrid>
          {(subs.data?.length ?? 0) > 1 && (
            <Text fz="xs" c="dimmed" mt="sm">
              {t("{count} subscriptions in this church''s history.", { count: subs.data?.length ?? 0 })}
            </Text>
          )}
        </Paper>
      )}
    </Stack>
  );
}
