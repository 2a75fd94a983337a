import { FEATURE_LABELS, FEATURES, type Feature, formatMoney, type Plan } from "@cm/contracts";
import {
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { INTERVAL_TEXT } from "./subscription-format";

export type FeatureRow = { feature: Feature; label: string };

/** The features in the contracts' words (translated in `common`); a page may pass the public site's wording instead. */
export const DEFAULT_FEATURE_ROWS: FeatureRow[] = FEATURES.map((f) => ({
  feature: f,
  label: FEATURE_LABELS[f],
}));

type PlanCardsProps = {
  plans: Plan[];
  /** The plan of the church's current subscription, marked "Current plan". */
  currentPlanId: number | null;
  /** What the current plan's card offers: renewal, nothing (it runs a while yet), or Choose like the others. */
  currentAction: "renew" | "none" | "choose";
  featureRows?: FeatureRow[];
  /** Whether Choose (and Renew) are offered: only a church admin pays. */
  canChoose: boolean;
  /** Offered on plans with trial days when the church may still start its one free trial. */
  trialEligible: boolean;
  /** The plan whose trial is starting, if any. */
  startingTrial: number | null;
  onStartTrial: (plan: Plan) => void;
};

/** The active plans side by side: price, interval, trial, and what each includes. */
export function PlanCards(props: PlanCardsProps) {
  const { t } = useTranslation("subscriptions");
  const rows = props.featureRows ?? DEFAULT_FEATURE_ROWS;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(props.plans.length, 3) }} spacing="lg">
      {props.plans.map((plan) => {
        const current = plan.id === props.currentPlanId;
        return (
          <Card
            key={plan.id}
            withBorder
            radius="md"
            padding="lg"
            aria-label={t("{plan} plan", { plan: plan.name })}
            component="section"
            data-current={current || undefined}
            style={current ? { borderColor: "var(--mantine-color-teal-6)", borderWidth: 2 } : undefined}
          >
            <Stack gap="md" h="100%">
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Title order={2} fz="xl">
                    {plan.name}
                  </Title>
                  {current && (
                    <Badge color="teal" variant="filled">
                      {t("Current plan")}
                    </Badge>
                  )}
                </Group>
                {/* Three lines kept for every description, so prices and buttons line up across the cards. */}
                <Text fz="sm" c="dimmed" lineClamp={3} mih="4.65em" title={plan.description}>
                  {plan.description}
                </Text>
              </Stack>
              <div>
                <Text fz={28} fw={700} lh={1.2}>
                  {formatMoney(plan.price, plan.currency)}
                </Text>
                <Text fz="sm" c="dimmed">
                  {t(INTERVAL_TEXT[plan.billing_interval].per)}
                  {" · "}
                  {plan.trial_days > 0
                    ? t("{days}-day free trial", { days: plan.trial_days })
                    : t("no free trial")}
                </Text>
              </div>
              <Stack gap="xs">
                {!props.canChoose ? null : current && props.currentAction === "renew" ? (
                  <Button component={Link} to="/subscriptions/renew" variant="light" color="teal">
                    {t("Renew this plan")}
                  </Button>
                ) : current && props.currentAction === "none" ? (
                  <Button variant="light" color="teal" disabled>
                    {t("Your current plan")}
                  </Button>
                ) : (
                  <Button
                    component={Link}
                    to={`/subscriptions/checkout/${plan.id}`}
                    aria-label={t("Choose {plan}", { plan: plan.name })}
                  >
                    {t("Choose")}
                  </Button>
                )}
                {props.trialEligible && plan.trial_days > 0 && (
                  <Button
                    variant="default"
                    loading={props.startingTrial === plan.id}
                    disabled={props.startingTrial !== null && props.startingTrial !== plan.id}
                    onClick={() => props.onStartTrial(plan)}
                    aria-label={t("Start free trial of {plan}", { plan: plan.name })}
                  >
                    {t("Start free trial")}
                  </Button>
                )}
              </Stack>
              <List spacing={6} size="sm" center aria-label={t("What {plan} includes", { plan: plan.name })}>
                {rows.map(({ feature, label }) => {
                  const included = plan.features[feature] === true;
                  return (
                    <List.Item
                      key={feature}
                      icon={
                        <ThemeIcon size={20} radius="xl" color={included ? "teal" : "gray"} variant="light">
                          {included ? <IconCheck size={13} /> : <IconX size={13} />}
                        </ThemeIcon>
                      }
                    >
                      <Text fz="sm" c={included ? undefined : "dimmed"}>
                        {t(label)}
                        <VisuallyHidden>{included ? t(": included") : t(": not included")}</VisuallyHidden>
                      </Text>
                    </List.Item>
                  );
                })}
              </List>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
