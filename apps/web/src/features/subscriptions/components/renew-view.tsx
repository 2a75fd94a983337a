import { addDays, formatMoney, RENEWAL_WINDOW_DAYS } from "@cm/contracts";
import { Alert, Button, Card, Divider, Grid, Group, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format-date";
import {
  type CurrentSubscription,
  useActivePlans,
  useCurrentSubscription,
} from "../../../lib/subscription-queries";
import { type AppliedDiscount, useRenewSubscription } from "../api/payments-api";
import { PayPanel, usePay } from "./checkout-form";
import { AppliedLines, DiscountField, GatewayChoice, SummaryLine, useGatewayChoice } from "./payment-parts";
import { SectionError, SectionLoader } from "./query-state";
import { INTERVAL_TEXT } from "./subscription-format";
import { SubscriptionStatusBadge } from "./subscription-status-badge";

/**
 * Why a subscription cannot be renewed now (the API's rule), or null when it can: a grace period
 * or an expired subscription renews at any time, an active one in its last days.
 */
export function renewalBlock(s: CurrentSubscription | null, today: string): string | null {
  if (!s) return "Your church has no subscription yet. Choose a plan to subscribe.";
  if (s.status === "TRIAL") return "A free trial is not renewed. Choose a plan to subscribe after it.";
  if (s.status === "CANCELLED" || s.status === "PENDING") {
    return "This subscription cannot be renewed. Choose a plan to subscribe again.";
  }
  if (s.status === "ACTIVE" && s.end_date > addDays(today, RENEWAL_WINDOW_DAYS)) {
    return `Your subscription runs until ${formatDate(s.end_date)}. It can be renewed from ${formatDate(
      addDays(s.end_date, -RENEWAL_WINDOW_DAYS),
    )}, ${RENEWAL_WINDOW_DAYS} days before it ends.`;
  }
  return null;
}

function RenewForm({ s, redirect }: { s: CurrentSubscription; redirect: (url: string) => void }) {
  const plans = useActivePlans();
  const gateway = useGatewayChoice();
  const renew = useRenewSubscription();
  const { error, pay } = usePay(redirect, s.id);
  const [applied, setApplied] = useState<AppliedDiscount | null>(null);
  const plan = plans.data?.find((p) => p.id === s.plan) ?? null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!gateway.value) return;
    const input = { gateway: gateway.value, ...(applied ? { discount_code: applied.discount.code } : {}) };
    void pay(() => renew.mutateAsync(input));
  }

  return (
    <form onSubmit={submit} aria-label="Renew">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <GatewayChoice step="1" choice={gateway} />
            <DiscountField step="2" plan={s.plan} applied={applied} onApplied={setApplied} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <PayPanel title="Order summary" error={error} paying={renew.isPending} disabled={!gateway.value}>
            {plans.isPending ? (
              <Text fz="sm" c="dimmed">
                Loading the price…
              </Text>
            ) : plan ? (
              <>
                <SummaryLine
                  label={`${plan.name} · ${INTERVAL_TEXT[plan.billing_interval].label}`}
                  value={formatMoney(plan.price, plan.currency)}
                />
                <Text fz="xs" c="dimmed">
                  One more period, from {formatDate(s.end_date)} or from the day you pay if that is later.
                </Text>
                {applied && (
                  <>
                    <Divider />
                    <AppliedLines applied={applied} />
                  </>
                )}
                <Divider />
                <SummaryLine
                  label="To pay today"
                  value={
                    applied
                      ? formatMoney(applied.final_amount, applied.currency)
                      : formatMoney(plan.price, plan.currency)
                  }
                  strong
                />
              </>
            ) : (
              <Text fz="sm" c="dimmed">
                {s.plan_name} is no longer on offer; the price is shown on the payment page.
              </Text>
            )}
          </PayPanel>
        </Grid.Col>
      </Grid>
    </form>
  );
}

/** Renewing pays one more billing period of the current plan. */
export function RenewView({ church, redirect }: { church: number; redirect: (url: string) => void }) {
  const current = useCurrentSubscription(church);
  if (current.isPending) return <SectionLoader label="Loading your subscription…" />;
  if (current.isError) {
    return (
      <SectionError
        title="Your subscription could not be loaded"
        error={current.error}
        onRetry={() => void current.refetch()}
      />
    );
  }
  const s = current.data;
  const blocked = renewalBlock(s, new Date().toISOString().slice(0, 10));
  return (
    <Stack gap="lg">
      {s && (
        <Card withBorder radius="md" padding="lg" component="section" aria-label="Subscription to renew">
          <Group gap="sm">
            <Title order={2} fz="xl">
              {s.plan_name}
            </Title>
            <SubscriptionStatusBadge status={s.status} />
          </Group>
          <Text fz="sm" c="dimmed" mt={4}>
            {s.status === "ACTIVE" || s.status === "TRIAL" ? "Ends on" : "Ended on"} {formatDate(s.end_date)}
            {s.is_in_grace_period ? `; features stay open for ${s.days_remaining} more days.` : "."}
          </Text>
        </Card>
      )}
      {blocked || !s ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} title="Nothing to renew now">
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{blocked}</Text>
            <Group gap="xs">
              <Button component={Link} to="/subscriptions/plans" size="xs">
                See the plans
              </Button>
              <Button component={Link} to="/subscriptions" size="xs" variant="default">
                Back to my subscription
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <RenewForm s={s} redirect={redirect} />
      )}
    </Stack>
  );
}
