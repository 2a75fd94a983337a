import { formatMoney } from "@cm/contracts/rules";
import { Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconCheck, IconMinus } from "@tabler/icons-react";
import { type PublicPlan, planIncludes, useActivePlans } from "../api/site-api";
import { FEATURE_GROUPS, FEATURE_TEXT } from "./feature-catalogue";
import classes from "./site.module.css";

const INTERVALS: Record<string, string> = {
  MONTHLY: "per month",
  QUARTERLY: "per quarter",
  YEARLY: "per year",
  ANNUALLY: "per year",
  ANNUAL: "per year",
  WEEKLY: "per week",
};

/** "GHS 250.00 per month"; a price the browser cannot format is shown as given. */
export function formatPlanPrice(plan: PublicPlan, locale?: string): string {
  const interval = INTERVALS[plan.billing_interval.toUpperCase()] ?? plan.billing_interval.toLowerCase();
  const price = Number(plan.price) === 0 ? "Free" : formatMoney(String(plan.price), plan.currency, locale);
  return price === "Free" || !interval ? price : `${price} ${interval}`;
}

/**
 * Which plan includes which feature. Shown only when the plans endpoint answers with plans;
 * otherwise the page shows the features alone.
 */
export function PlanComparison() {
  const query = useActivePlans();
  const plans = query.data ?? [];
  if (plans.length === 0) return null;

  return (
    <Stack gap="md" component="section" aria-labelledby="plan-comparison">
      <Stack gap={4}>
        <Title order={2} id="plan-comparison" fz={{ base: 24, sm: 30 }}>
          Compare the plans
        </Title>
        <Text c="dimmed">Each church chooses the plan that fits it and can change plan later.</Text>
      </Stack>
      <Paper withBorder>
        <Table.ScrollContainer minWidth={200 + plans.length * 130} type="native">
          <Table aria-label="Plan comparison" verticalSpacing="sm" striped withColumnBorders>
            <Table.Thead>
              <Table.Tr>
                <Table.Th className={classes.stickyCell}>Feature</Table.Th>
                {plans.map((plan) => (
                  <Table.Th key={plan.name} className={classes.planHeader}>
                    <Text fw={700}>{plan.name}</Text>
                    <Text fz="xs" c="dimmed" fw={500}>
                      {formatPlanPrice(plan)}
                    </Text>
                    {plan.trial_days > 0 && (
                      <Text fz="xs" c="teal.8" fw={500}>
                        {plan.trial_days}-day free trial
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
                    {FEATURE_TEXT[feature].title}
                  </Table.Td>
                  {plans.map((plan) =>
                    planIncludes(plan, feature) ? (
                      <Table.Td key={plan.name} ta="center">
                        <IconCheck size={18} color="var(--mantine-color-teal-7)" aria-label="Included" />
                      </Table.Td>
                    ) : (
                      <Table.Td key={plan.name} ta="center">
                        <IconMinus size={18} color="var(--mantine-color-gray-5)" aria-label="Not included" />
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
