import type { Subscription } from "@cm/contracts";
import { addDays, FEATURE_LABELS, FEATURES, givesAccess } from "@cm/contracts/rules";
import { Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type PlainColumn, PlainTable } from "../../../components/plain-table";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { translator } from "../../../lib/i18n";
import type { CurrentSubscription } from "../../../lib/subscription-queries";
import { useSubscriptionHistory } from "../api/subscriptions-api";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";
import { CurrentSubscriptionState } from "./current-subscription-state";
import { PendingChangeNote } from "./pending-change-note";
import { SectionError, SectionLoader } from "./query-state";
import { SectionCard } from "./section-card";
import { daysText } from "./subscription-format";
import { PlanHeading, SubscriptionStatusBadge } from "./subscription-status-badge";

const t = translator("subscriptions");

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </div>
  );
}

function Overview({ s, onCancel }: { s: CurrentSubscription; onCancel: () => void }) {
  const { t } = useTranslation("subscriptions");
  const cancellable = givesAccess(s.status) || s.status === "PENDING";
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t("Subscription details")}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <PlanHeading subscription={s} />
          <Group gap="xs">
            <Button component={Link} to="/subscriptions/plans" variant="default">
              {t("Change plan")}
            </Button>
            {cancellable && (
              <Button color="red" variant="light" onClick={onCancel}>
                {t("Cancel subscription")}
              </Button>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <Item label={t("Started on")} value={formatDate(s.start_date)} />
          <Item label={t("Ends on")} value={formatDate(s.end_date)} />
          <Item label={t("Days remaining")} value={daysText(s.days_remaining)} />
          <Item
            label={t("Grace period")}
            value={t("{count, plural, one {# day} other {# days}} after the end date (until {date})", {
              count: s.grace_days,
              date: formatDate(addDays(s.end_date, s.grace_days)),
            })}
          />
          <Item label={t("Renews automatically")} value={s.auto_renew ? t("Yes") : t("No")} />
          <Item
            label={t("Free trial")}
            value={s.is_trial ? t("Yes, started as the church's free trial") : t("No")}
          />
        </SimpleGrid>
        {s.is_in_grace_period && (
          <Text fz="sm" c="orange.8">
            {t(
              "The subscription has ended and is in its grace period: features stay open for {count, plural, one {# day} other {# days}}.",
              { count: s.days_remaining },
            )}{" "}
            {/* The whole sentence is the link, so each language keeps it in one piece. */}
            <Link to="/subscriptions/renew">{t("Renew now to keep them.")}</Link>
          </Text>
        )}
        {s.pending_change && <PendingChangeNote change={s.pending_change} />}
        {s.status === "CANCELLED" && (
          <Text fz="sm" c="dimmed">
            {s.cancellation_feedback
              ? t("Cancelled {when}: {reason} — “{feedback}”", {
                  when: formatDateTime(s.cancelled_at),
                  reason: s.cancellation_reason,
                  feedback: s.cancellation_feedback,
                })
              : t("Cancelled {when}: {reason}", {
                  when: formatDateTime(s.cancelled_at),
                  reason: s.cancellation_reason,
                })}
          </Text>
        )}
        <div>
          <Text fw={600} mb="xs">
            {t("What your church can use now")}
          </Text>
          <List spacing={6} size="sm" center style={{ columns: "2 240px" }}>
            {FEATURES.map((f) => {
              const on = s.has_feature[f];
              return (
                <List.Item
                  key={f}
                  icon={
                    <ThemeIcon size={20} radius="xl" color={on ? "teal" : "gray"} variant="light">
                      {on ? <IconCheck size={13} /> : <IconX size={13} />}
                    </ThemeIcon>
                  }
                >
                  <Text fz="sm" c={on ? undefined : "dimmed"}>
                    {on
                      ? t(FEATURE_LABELS[f])
                      : t("{feature} (not included)", { feature: t(FEATURE_LABELS[f]) })}
                  </Text>
                </List.Item>
              );
            })}
          </List>
        </div>
      </Stack>
    </Card>
  );
}

// Drawn where the table is shown, so each header is read in the language shown then.
const historyColumns = (): PlainColumn<Subscription>[] => [
  {
    header: t("Plan"),
    render: (h) => (
      <Text component="span" fz="sm" fw={500}>
        {h.plan_name}
      </Text>
    ),
  },
  { header: t("Status"), render: (h) => <SubscriptionStatusBadge status={h.status} /> },
  { header: t("Started"), render: (h) => formatDate(h.start_date) },
  { header: t("Ended or ends"), render: (h) => formatDate(h.end_date) },
  {
    header: t("Notes"),
    render: (h) => (
      <Text fz="sm" c="dimmed">
        {[h.is_trial ? t("Free trial") : "", h.cancellation_reason].filter(Boolean).join(" · ") || "—"}
      </Text>
    ),
  },
];

function History({ church }: { church: number }) {
  const { t } = useTranslation("subscriptions");
  const history = useSubscriptionHistory(church);
  return (
    <SectionCard label={t("Subscription history")} title={t("History")}>
      {history.isPending ? (
        <SectionLoader label={t("Loading the history…")} />
      ) : history.isError ? (
        <SectionError
          title={t("The history could not be loaded")}
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : history.data.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t("Your church has had no subscription yet.")}
        </Text>
      ) : (
        <PlainTable
          label={t("Subscription history")}
          columns={historyColumns()}
          rows={history.data}
          rowKey={(h) => h.id}
          minWidth={560}
        />
      )}
    </SectionCard>
  );
}

/** The current subscription in full, cancelling it, and the church's earlier subscriptions. */
export function SubscriptionDetails({ church }: { church: number }) {
  const { t } = useTranslation("subscriptions");
  const [cancelling, setCancelling] = useState(false);
  return (
    <Stack gap="lg">
      <CurrentSubscriptionState
        church={church}
        empty={
          <Card withBorder radius="md" padding="xl">
            <Stack align="center" gap="sm" ta="center">
              <Title order={2} fz="xl">
                {t("Your church has no subscription yet")}
              </Title>
              <Button component={Link} to="/subscriptions/plans">
                {t("Subscribe")}
              </Button>
            </Stack>
          </Card>
        }
      >
        {(subscription) => (
          <>
            <Overview s={subscription} onCancel={() => setCancelling(true)} />
            <CancelSubscriptionDialog
              subscription={subscription}
              opened={cancelling}
              onClose={() => setCancelling(false)}
            />
          </>
        )}
      </CurrentSubscriptionState>
      <History church={church} />
    </Stack>
  );
}
