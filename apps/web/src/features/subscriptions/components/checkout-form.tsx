import { formatMoney, type Plan, toCents } from "@cm/contracts";
import { Alert, Anchor, Button, Divider, Grid, Group, Stack, Text } from "@mantine/core";
import { IconInfoCircle, IconLock } from "@tabler/icons-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Notice } from "../../../components/notice";
import { useServerErrors } from "../../../lib/form-errors";
import { formatDate } from "../../../lib/format-date";
import { translator } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import type { CurrentSubscription } from "../../../lib/subscription-queries";
import {
  type AppliedDiscount,
  type ProcessResult,
  rememberPayment,
  useProcessPayment,
} from "../api/payments-api";
import {
  AppliedLines,
  CardChoices,
  DiscountField,
  GatewayChoice,
  SummaryLine,
  useGatewayChoice,
} from "./payment-parts";
import { SectionCard } from "./section-card";
import { formatPrice, INTERVAL_TEXT } from "./subscription-format";

const t = translator("subscriptions");

/**
 * Whether paying for `plan` moves the current ACTIVE subscription to a dearer plan of the same
 * interval and currency: then the API charges the difference for the days left and the end date
 * stays (the API's pricing rule, used here only to explain it before paying).
 */
export function isUpgrade(plan: Plan, current: CurrentSubscription | null, plans: Plan[], today: string) {
  if (current?.status !== "ACTIVE" || current.plan === plan.id || current.end_date <= today) {
    return false;
  }
  const from = plans.find((p) => p.id === current.plan);
  return (
    from !== undefined &&
    from.currency === plan.currency &&
    from.billing_interval === plan.billing_interval &&
    toCents(plan.price) > toCents(from.price)
  );
}

type PayPanelProps = {
  title: string;
  children: ReactNode;
  error: string | null;
  paying: boolean;
  disabled: boolean;
};

/** The order summary column with the Pay button. */
export function PayPanel({ title, children, error, paying, disabled }: PayPanelProps) {
  const { t } = useTranslation("subscriptions");
  return (
    <SectionCard label={t("Order summary")} title={title}>
      {children}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Button
        type="submit"
        size="md"
        leftSection={<IconLock size={16} />}
        loading={paying}
        disabled={disabled}
      >
        {t("Pay")}
      </Button>
      <Text fz="xs" c="dimmed">
        {t("You will be taken to the payment page, then brought back here.")}
      </Text>
    </SectionCard>
  );
}

/** Runs a checkout call, remembers the payment, and sends the browser to the gateway. */
export function usePay(redirect: (url: string) => void, subscriptionId: number | null) {
  // The choices (plan, gateway) are cards, not fields: whatever the server refuses is said in the panel.
  const server = useServerErrors([]);
  async function pay(start: () => Promise<ProcessResult>) {
    server.clear();
    try {
      const result = await start();
      rememberPayment(result.payment_id, subscriptionId);
      redirect(result.redirect_url);
    } catch (e) {
      notify.error({ title: t("The payment could not start"), message: server.show(e) });
    }
  }
  return { error: server.alert, pay };
}

type CheckoutFormProps = {
  plans: Plan[];
  /** The plan named in the address, if any; otherwise the church admin chooses one here. */
  initialPlanId: number | null;
  current: CurrentSubscription | null;
  /** Sends the browser to the gateway (window.location in the app, a spy in tests). */
  redirect: (url: string) => void;
};

/** Choose a plan and a payment method, apply a discount code, then go to the payment page. */
export function CheckoutForm({ plans, initialPlanId, current, redirect }: CheckoutFormProps) {
  const { t } = useTranslation("subscriptions");
  const gateway = useGatewayChoice();
  const startPayment = useProcessPayment();
  const { error, pay } = usePay(redirect, current?.id ?? null);
  const [planId, setPlanId] = useState<number | null>(initialPlanId);
  const [applied, setApplied] = useState<AppliedDiscount | null>(null);

  const plan = plans.find((p) => p.id === planId) ?? null;
  const today = new Date().toISOString().slice(0, 10);
  const upgrade = plan !== null && isUpgrade(plan, current, plans, today);
  const discount = applied && plan && applied.plan === plan.id ? applied : null;
  const keepsDays =
    !upgrade && current !== null && ["ACTIVE", "TRIAL", "GRACE_PERIOD"].includes(current.status);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!plan || !gateway.value) return;
    const input = {
      plan: plan.id,
      gateway: gateway.value,
      ...(discount ? { discount_code: discount.discount.code } : {}),
    };
    void pay(() => startPayment.mutateAsync(input));
  }

  if (plans.length === 0) {
    return (
      <Notice color="gray" icon={IconInfoCircle} title={t("No plans to choose from")}>
        {t("There are no plans on offer at the moment. Please contact the national office.")}
      </Notice>
    );
  }

  return (
    <form onSubmit={submit} aria-label={t("Checkout")}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <SectionCard label={t("Plan")} title={t("1. Plan")}>
              {initialPlanId !== null && plan ? (
                <Group justify="space-between">
                  <div>
                    <Text fw={600}>{plan.name}</Text>
                    <Text fz="sm" c="dimmed">
                      {formatPrice(plan)}
                    </Text>
                  </div>
                  <Anchor component={Link} to="/subscriptions/plans" fz="sm">
                    {t("Choose another plan")}
                  </Anchor>
                </Group>
              ) : initialPlanId !== null ? (
                <Alert color="orange" variant="light" title={t("This plan is not on offer")}>
                  {t("The plan in the address does not exist or is no longer offered.")}{" "}
                  <Anchor component={Link} to="/subscriptions/checkout">
                    {t("Choose a plan")}
                  </Anchor>
                  .
                </Alert>
              ) : (
                <CardChoices
                  label={t("Plan")}
                  value={planId === null ? null : String(planId)}
                  onChange={(value) => {
                    setPlanId(Number(value));
                    setApplied(null);
                  }}
                  choices={plans.map((p) => ({ value: String(p.id), title: p.name, note: formatPrice(p) }))}
                />
              )}
            </SectionCard>
            <GatewayChoice step="2" choice={gateway} />
            <DiscountField step="3" plan={plan?.id ?? null} applied={discount} onApplied={setApplied} />
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5 }}>
          <PayPanel
            title={t("Order summary")}
            error={error}
            paying={startPayment.isPending}
            disabled={!plan || !gateway.value}
          >
            {!plan ? (
              <Text fz="sm" c="dimmed">
                {t("Choose a plan to see what you will pay.")}
              </Text>
            ) : (
              <>
                <SummaryLine
                  label={`${plan.name} · ${t(INTERVAL_TEXT[plan.billing_interval].label)}`}
                  value={formatMoney(plan.price, plan.currency)}
                />
                {upgrade && current && (
                  <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} p="xs">
                    <Text fz="sm">
                      {t(
                        "This is an upgrade of your active subscription. You pay only the difference between the plans for the days left until {date}, and your end date stays the same.",
                        { date: formatDate(current.end_date) },
                      )}
                    </Text>
                  </Alert>
                )}
                {keepsDays && current && (
                  <Text fz="xs" c="dimmed">
                    {t("Your days left are kept: the new period is added after {date}.", {
                      date: formatDate(current.end_date),
                    })}
                  </Text>
                )}
                {discount && (
                  <>
                    <Divider />
                    <AppliedLines applied={discount} />
                  </>
                )}
                <Divider />
                {discount ? (
                  <SummaryLine
                    label={t("To pay today")}
                    value={formatMoney(discount.final_amount, discount.currency)}
                    strong
                  />
                ) : upgrade ? (
                  <Text fz="sm" fw={600}>
                    {t("The exact upgrade amount is shown on the payment page before you pay.")}
                  </Text>
                ) : (
                  <SummaryLine
                    label={t("To pay today")}
                    value={formatMoney(plan.price, plan.currency)}
                    strong
                  />
                )}
              </>
            )}
          </PayPanel>
        </Grid.Col>
      </Grid>
    </form>
  );
}
