import { msg } from "@cm/contracts";
import { Button, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconArrowsExchange,
  IconCreditCard,
  IconFileInvoice,
  IconInfoCircle,
  IconLayoutGrid,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format-date";
import type { CurrentSubscription } from "../../../lib/subscription-queries";
import { CurrentSubscriptionState } from "./current-subscription-state";
import { PendingChangeNote } from "./pending-change-note";
import { renewalBlock } from "./renew-view";
import { daysText } from "./subscription-format";
import { PlanHeading } from "./subscription-status-badge";

const LINKS: { to: string; label: string; text: string; icon: ComponentType<{ size?: number }> }[] = [
  {
    to: "/subscriptions/plans",
    label: msg("Plans"),
    text: msg("Compare plans and change yours"),
    icon: IconLayoutGrid,
  },
  {
    to: "/subscriptions/details",
    label: msg("Details"),
    text: msg("Dates, features and cancelling"),
    icon: IconInfoCircle,
  },
  {
    to: "/subscriptions/payments",
    label: msg("Payments"),
    text: msg("Every payment your church made"),
    icon: IconCreditCard,
  },
  {
    to: "/subscriptions/invoices",
    label: msg("Invoices"),
    text: msg("Invoices to view and print"),
    icon: IconFileInvoice,
  },
  {
    to: "/subscriptions/changes",
    label: msg("Plan changes"),
    text: msg("Upgrades, downgrades and renewals"),
    icon: IconArrowsExchange,
  },
];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="lg" fw={600}>
        {value}
      </Text>
    </div>
  );
}

function Summary({ subscription: s }: { subscription: CurrentSubscription }) {
  const { t } = useTranslation("subscriptions");
  const renewable = renewalBlock(s, new Date().toISOString().slice(0, 10)) === null;
  const ongoing = s.status === "ACTIVE" || s.status === "GRACE_PERIOD";
  return (
    <Card withBorder radius="md" padding="lg" aria-label={t("Current subscription")} component="section">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Text fz="sm" c="dimmed">
              {t("Your plan")}
            </Text>
            <PlanHeading subscription={s} size={26} />
          </Stack>
          <Group gap="xs">
            {renewable && (
              <Button component={Link} to="/subscriptions/renew" variant="default">
                {t("Renew")}
              </Button>
            )}
            <Button component={Link} to="/subscriptions/plans">
              {s.status === "TRIAL" ? t("Upgrade") : ongoing ? t("Change plan") : t("Choose a plan")}
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <Figure label={t("Days remaining")} value={daysText(s.days_remaining)} />
          <Figure
            label={s.is_in_grace_period ? t("Ended on") : t("Ends on")}
            value={formatDate(s.end_date)}
          />
          <Figure label={t("Started on")} value={formatDate(s.start_date)} />
        </SimpleGrid>
        {s.is_in_grace_period && (
          <Text fz="sm" c="orange.8">
            {t(
              "Your subscription has ended. Features stay open for {count, plural, one {# day} other {# days}} more; renew to keep them.",
              { count: s.days_remaining },
            )}
          </Text>
        )}
        {s.pending_change && <PendingChangeNote change={s.pending_change} />}
      </Stack>
    </Card>
  );
}

function NoSubscription() {
  const { t } = useTranslation("subscriptions");
  return (
    <Card withBorder radius="md" padding="xl" component="section" aria-label={t("No subscription")}>
      <Stack align="center" gap="sm" ta="center">
        <Title order={2} fz="xl">
          {t("Your church has no subscription yet")}
        </Title>
        <Text c="dimmed" maw={520}>
          {t(
            "Choose a plan to open the church's members, events, finance and other features. Plans with a free trial can be tried first.",
          )}
        </Text>
        <Button component={Link} to="/subscriptions/plans" size="md">
          {t("Subscribe")}
        </Button>
      </Stack>
    </Card>
  );
}

/** The church's current subscription at a glance, with links to everything about it. */
export function CurrentSubscriptionSummary({ church }: { church: number }) {
  const { t } = useTranslation("subscriptions");
  return (
    <Stack gap="lg">
      <CurrentSubscriptionState church={church} empty={<NoSubscription />}>
        {(subscription) => <Summary subscription={subscription} />}
      </CurrentSubscriptionState>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="sm">
        {LINKS.map(({ to, label, text, icon: Icon }) => (
          <Paper
            key={to}
            component={Link}
            to={to}
            withBorder
            p="md"
            radius="md"
            style={{ textDecoration: "none" }}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size={34} radius="md">
                <Icon size={18} />
              </ThemeIcon>
              <div>
                <Text fw={600} fz="sm" c="var(--mantine-color-text)">
                  {t(label)}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t(text)}
                </Text>
              </div>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
