import { formatMoney } from "@cm/contracts/rules";
import { Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconCheck, IconMinus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { translator } from "../../../lib/i18n";
import { type PublicPlan, planIncludes, useActivePlans } from "../api/site-api";
import { FEATURE_GROUPS, featureTitle } from "./feature-catalogue";
import classes from "./site.module.css";

const t = translator("site");

// Each interval's whole phrase, the price in its place ("GHS 250.00 per month", "250,00 GHS par mois").
const INTERVALS: Record<string, (price: string) => string> = {
  MONTHLY: (price) => t("{price} per month", { price }),
  QUARTERLY: (price) => t("{price} per quarter", { price }),
  YEARLY: (price) => t("{price} per year", { price }),
  ANNUALLY: (price) => t("{price} per year", { price }),
  ANNUAL: (price) => t("{price} per year", { price }),
  WEEKLY: (price) => t("{price} per week", { price }),
};

/** "GHS 250.00 per month"; a price the browser cannot format is shown as given. */
export function formatPlanPrice(plan: PublicPlan, locale?: string): string {
  if (Number(plan.price) === 0) return t("Free");
  const price = formatMoney(String(plan.price), plan.currency, locale);
  const perInterval = INTERVALS[plan.billing_interval.toUpperCase()];
  if (perInterval) return perInterval(price);
  // An interval the app does not know is shown as the server names it.
  const interval = plan.billing_interval.toLowerCase();
  return interval ? `${price} ${interval}` : price;
}

/**
 * Which plan includes which feature. Shown only when the plans endpoint answers with plans;
 * otherwise the page shows the features alone.
 */
export function PlanComparison() {
  const query = useActivePlans();
  const { t } = useTranslation("site");
  const plans = query.data ?? [];
  if (plans.length === 0) return null;

  return (
    <Stack gap="md" component="section" aria-labelledby="plan-comparison">
      <Stack gap={4}>
        <Title order={2} id="plan-comparison" fz={{ base: 24, sm: 30 }}>
          {t("Compare the plans")}
        </Title>
        <Text c="dimmed">{t("Each church chooses the plan that fits it and can change plan later.")}</Text>
      </Stack>
      <Paper withBorder>
        <Table.ScrollContainer minWidth={200 + plans.length * 130} type="native">
          <Table aria-label={t("Plan comparison")} verticalSpacing="sm" striped withColumnBorders>
            <Table.Thead>
              <Table.Tr>
                <Table.Th className={classes.stickyCell}>{t("Feature")}</Table.Th>
                {plans.map((plan) => (
                  <Table.Th key={plan.name} className={classes.planHeader}>
                    <Text fw={700}>{plan.name}</Text>
                    <Text fz="xs" c="dimmed" fw={500}>
                      {formatPlanPrice(plan)}
                    </Text>
                    {plan.trial_days > 0 && (
                      <Text fz="xs" c="teal.8" fw={500}>
                        {t("{count}-day free trial", { count: plan.trial_days })}
                      </Text>
                    )}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {FEATURE_GROUPS.flatMap((g) => g.features).map((feature) => (
                <Table.Tr key={feature}>
                  <Table.Td fw={500} className={classes.stickyCell}>
                    {featureTitle(feature)}
                  </Table.Td>
                  {plans.map((plan) =>
                    planIncludes(plan, feature) ? (
                      <Table.Td key={plan.name} ta="center">
                        <IconCheck size={18} color="var(--mantine-color-teal-7)" aria-label={t("Included")} />
                      </Table.Td>
                    ) : (
                      <Table.Td key={plan.name} ta="center">
                        <IconMinus
                          size={18}
                          color="var(--mantine-color-gray-5)"
                          aria-label={t("Not included")}
                        />
                      </Table.Td>
                    ),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
