import { addDays, formatMoney, RENEWAL_WINDOW_DAYS } from "@cm/contracts";
import { Button, Card, Divider, Grid, Group, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Notice } from "../../../components/notice";
import { formatDate } from "../../../lib/format-date";
import { translator } from "../../../lib/i18n";
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
import { PlanHeading } from "./subscription-status-badge";

const t = translator("subscriptions");

/**
 * Why a subscription cannot be renewed now (the API's rule), or null when it can: a grace period
 * or an expired subscription renews at any time, an active one in its last days.
 */
export function renewalBlock(s: CurrentSubscription | null, today: string): string | null {
  if (!s) return t("Your church has no subscription yet. Choose a plan to subscribe.");
  if (s.status === "TRIAL") return t("A free trial is not renewed. Choose a plan to subscribe after it.");
  if (s.status === "CANCELLED" || s.status === "PENDING") {
    return t("This subscription cannot be renewed. Choose a plan to subscribe again.");
  }
  if (s.status === "ACTIVE" && s.end_date > addDays(today, RENEWAL_WINDOW_DAYS)) {
    return t(
      "Your subscription runs until {end}. It can be renewed from {from}, {days} days before it ends.",
      {
        end: formatDate(s.end_date),
        from: formatDate(addDays(s.end_date, -RENEWAL_WINDOW_DAYS)),
        days: RENEWAL_WINDOW_DAYS,
      },
    );
  }
  return null;
}

/** "Ended on 3 May 2026; features stay open for 5 more days." */
function endLine(s: CurrentSubscription): string {
  const values = { date: formatDate(s.end_date), days: s.days_remaining };
  const ends = s.status === "ACTIVE" || s.status === "TRIAL";
  if (s.is_in_grace_period) {
    return ends
      ? t("Ends on {date}; features stay open for {days} more days.", values)
      : t("Ended on {date}; features stay open for {days} more days.", values);
  }
  return ends ? t("Ends on {date}.", values) : t("Ended on {date}.", values);
}

function RenewForm({ s, redirect }: { s: CurrentSubscription; redirect: (url: string) => void }) {
  const { t } = useTranslation("subscriptions");
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
    <form onSubmit={submit} aria-label={t("Renew")}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <GatewayChoice step="1" choice={gateway} />
            <DiscountField step="2" plan={s.plan} applied={applied} onApplied={setApplied} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <PayPanel
            title={t("Order summary")}
            error={error}
            paying={renew.isPending}
            disabled={!gateway.value}
          >
            {plans.isPending ? (
              <Text fz="sm" c="dimmed">
                {t("Loading the price…")}
              </Text>
            ) : plan ? (
              <>
                <SummaryLine
                  label={`${plan.name} · ${t(INTERVAL_TEXT[plan.billing_interval].label)}`}
                  value={formatMoney(plan.price, plan.currency)}
                />
                <Text fz="xs" c="dimmed">
                  {t("One more period, from {date} or from the day you pay if that is later.", {
                    date: formatDate(s.end_date),
                  })}
                </Text>
                {applied && (
                  <>
                    <Divider />
                    <AppliedLines applied={applied} />
                  </>
                )}
                <Divider />
                <SummaryLine
                  label={t("To pay today")}
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
                {t("{plan} is no longer on offer; the price is shown on the payment page.", {
                  plan: s.plan_name,
                })}
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
  const { t } = useTranslation("subscriptions");
  const current = useCurrentSubscription(church);
  if (current.isPending) return <SectionLoader label={t("Loading your subscription…")} />;
  if (current.isError) {
    return (
      <SectionError
        title={t("Your subscription could not be loaded")}
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
        <Card withBorder radius="md" padding="lg" component="section" aria-label={t("Subscription to renew")}>
          <PlanHeading subscription={s} />
          <Text fz="sm" c="dimmed" mt={4}>
            {endLine(s)}
          </Text>
        </Card>
      )}
      {blocked || !s ? (
        <Notice color="gray" icon={IconInfoCircle} title={t("Nothing to renew now")}>
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{blocked}</Text>
            <Group gap="xs">
              <Button component={Link} to="/subscriptions/plans" size="xs">
                {t("See the plans")}
              </Button>
              <Button component={Link} to="/subscriptions" size="xs" variant="default">
                {t("Back to my subscription")}
              </Button>
            </Group>
          </Stack>
        </Notice>
      ) : (
        <RenewForm s={s} redirect={redirect} />
      )}
    </Stack>
  );
}
