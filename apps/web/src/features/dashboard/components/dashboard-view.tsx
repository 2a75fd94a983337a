import type { Dashboard } from "@cm/contracts";
import { EXPIRING_WITHIN_DAYS, formatMoney } from "@cm/contracts/rules";
import { Alert, Badge, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { BarChart } from "../../../components/charts/charts";
import { errorMessage } from "../../../lib/api-client";
import { subscriptionStatusWord } from "../../../lib/labels";
import { type PeriodChoice, useDashboard } from "../api/dashboard-api";
import { ChangeFigure } from "./change-figure";
import { ChartCard, PeriodFigures, Section } from "./period-figures";
import { PeriodField, THIS_MONTH } from "./period-picker";

const STATUS_COLOURS: Record<string, string> = {
  ACTIVE: "teal",
  TRIAL: "blue",
  GRACE_PERIOD: "yellow",
  EXPIRED: "red",
  CANCELLED: "gray",
  PENDING: "orange",
  NONE: "gray",
};

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });

function Organisation({ d }: { d: Dashboard }) {
  const churchesLink = d.region === null ? "/churches" : `/churches?region=${d.region}`;
  const currencies = [...new Set(d.subscriptions.revenue_by_month.map((r) => r.currency))];
  return (
    <Section title={d.scope === "national" ? "The organisation" : `Region: ${d.region_name}`}>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <ChangeFigure
          label="Churches"
          value={d.churches.total}
          hint={`${d.churches.active.toLocaleString()} active`}
          to={churchesLink}
          linkLabel="See the churches"
        />
        <ChangeFigure label="Regions" value={d.regions} to="/regions" linkLabel="See the regions" />
        <ChangeFigure
          label="Pending church requests"
          value={d.pending_church_requests}
          to="/churches/requests"
          linkLabel="Review the requests"
        />
        <ChangeFigure
          label={`Subscriptions ending within ${EXPIRING_WITHIN_DAYS} days`}
          value={d.subscriptions.expiring_soon}
          to="/subscriptions?expiring=soon"
          linkLabel="See the expiring subscriptions"
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Text fw={700} mb="xs">
          Churches by subscription
        </Text>
        <Group gap="xs">
          {Object.entries(d.churches.by_subscription)
            .filter(([, n]) => n > 0)
            .map(([status, n]) => (
              <Badge key={status} variant="light" color={STATUS_COLOURS[status] ?? "gray"} size="lg">
                {subscriptionStatusWord(status)}: {n.toLocaleString()}
              </Badge>
            ))}
          {d.churches.total === 0 && (
            <Text fz="sm" c="dimmed">
              No church yet. Approve a church request or add a church to start.
            </Text>
          )}
        </Group>
        {d.subscriptions.by_plan.length > 0 && (
          <Text fz="sm" c="dimmed" mt="xs">
            Plans in use: {d.subscriptions.by_plan.map((p) => `${p.plan} (${p.churches})`).join(", ")}
          </Text>
        )}
      </Paper>
      {currencies.map((currency) => (
        <ChartCard key={currency} title={`Subscription revenue by month (${currency})`}>
          <BarChart
            h={200}
            label={`Subscription revenue by month in ${currency}`}
            dataKey="month"
            data={d.subscriptions.revenue_by_month
              .filter((r) => r.currency === currency)
              .map((r) => ({ month: r.month, revenue: Number(r.total) }))}
            series={[{ name: "revenue", label: "Revenue", color: "indigo.6" }]}
            format={(v) => formatMoney(v.toFixed(2), currency)}
          />
        </ChartCard>
      ))}
    </Section>
  );
}

/** The national dashboard: a region and a period to choose, the organisation's queues and figures. */
export function DashboardView() {
  const [region, setRegion] = useState<string | null>(null);
  const [period, setPeriod] = useState<PeriodChoice>(THIS_MONTH);
  const answer = useDashboard(region ? Number(region) : null, period);
  const d = answer.data;
  const regionOptions = [
    { value: "", label: "All regions" },
    ...(d?.regions_list ?? []).map((r) => ({ value: String(r.id), label: r.name })),
  ];
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Region"
            data={regionOptions}
            value={region ?? ""}
            onChange={(v) => setRegion(v ? v : null)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <PeriodField value={period} onChange={setPeriod} />
        </SimpleGrid>
        {d && (
          <Text fz="xs" c="dimmed" mt="xs">
            Figures as of {time(d.as_of)}; they are counted again after a minute.
          </Text>
        )}
      </Paper>
      {answer.isError && (
        <Alert color="red" variant="light" title="The dashboard could not be loaded">
          {errorMessage(answer.error)}
        </Alert>
      )}
      {!d && !answer.isError && (
        <Skeleton h={320} radius="md" role="status" aria-label="Loading the dashboard" />
      )}
      {d && (
        <Stack gap="xl" aria-busy={answer.isFetching}>
          <Organisation d={d} />
          <PeriodFigures figures={d.figures} />
        </Stack>
      )}
    </Stack>
  );
}
