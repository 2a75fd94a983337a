import type { Dashboard } from "@cm/contracts";
import { EXPIRING_WITHIN_DAYS, formatMoney } from "@cm/contracts/rules";
import { Alert, Badge, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BarChart } from "../../../components/charts/charts";
import { errorMessage } from "../../../lib/api-client";
import { formatCalendar, formatTime } from "../../../lib/format-date";
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

function Organisation({ d }: { d: Dashboard }) {
  const { t } = useTranslation("dashboard");
  const churchesLink = d.region === null ? "/churches" : `/churches?region=${d.region}`;
  const currencies = [...new Set(d.subscriptions.revenue_by_month.map((r) => r.currency))];
  return (
    <Section
      title={
        d.scope === "national" ? t("The organisation") : t("Region: {region}", { region: d.region_name })
      }
    >
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <ChangeFigure
          label={t("Churches")}
          value={d.churches.total}
          hint={t("{count, number} active", { count: d.churches.active })}
          to={churchesLink}
          linkLabel={t("See the churches")}
        />
        <ChangeFigure label={t("Regions")} value={d.regions} to="/regions" linkLabel={t("See the regions")} />
        <ChangeFigure
          label={t("Pending church requests")}
          value={d.pending_church_requests}
          to="/churches/requests"
          linkLabel={t("Review the requests")}
        />
        <ChangeFigure
          label={t("Subscriptions ending within {days} days", { days: EXPIRING_WITHIN_DAYS })}
          value={d.subscriptions.expiring_soon}
          to="/subscriptions?expiring=soon"
          linkLabel={t("See the expiring subscriptions")}
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Text fw={700} mb="xs">
          {t("Churches by subscription")}
        </Text>
        <Group gap="xs">
          {Object.entries(d.churches.by_subscription)
            .filter(([, n]) => n > 0)
            .map(([status, n]) => (
              <Badge key={status} variant="light" color={STATUS_COLOURS[status] ?? "gray"} size="lg">
                {t("{status}: {count, number}", { status: t(subscriptionStatusWord(status)), count: n })}
              </Badge>
            ))}
          {d.churches.total === 0 && (
            <Text fz="sm" c="dimmed">
              {t("No church yet. Approve a church request or add a church to start.")}
            </Text>
          )}
        </Group>
        {d.subscriptions.by_plan.length > 0 && (
          <Text fz="sm" c="dimmed" mt="xs">
            {t("Plans in use: {plans}", {
              plans: d.subscriptions.by_plan.map((p) => `${p.plan} (${p.churches})`).join(", "),
            })}
          </Text>
        )}
      </Paper>
      {currencies.map((currency) => (
        <ChartCard key={currency} title={t("Subscription revenue by month ({currency})", { currency })}>
          <BarChart
            h={200}
            label={t("Subscription revenue by month in {currency}", { currency })}
            dataKey="month"
            data={d.subscriptions.revenue_by_month
              .filter((r) => r.currency === currency)
              .map((r) => ({ month: formatCalendar(r.month, "shortMonth"), revenue: Number(r.total) }))}
            series={[{ name: "revenue", label: t("Revenue"), color: "indigo.6" }]}
            format={(v) => formatMoney(v.toFixed(2), currency)}
          />
        </ChartCard>
      ))}
    </Section>
  );
}

/** The national dashboard: a region and a period to choose, the organisation's queues and figures. */
export function DashboardView() {
  const { t } = useTranslation("dashboard");
  const [region, setRegion] = useState<string | null>(null);
  const [period, setPeriod] = useState<PeriodChoice>(THIS_MONTH);
  const answer = useDashboard(region ? Number(region) : null, period);
  const d = answer.data;
  const regionOptions = [
    { value: "", label: t("All regions") },
    ...(d?.regions_list ?? []).map((r) => ({ value: String(r.id), label: r.name })),
  ];
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t("Region")}
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
            {t("Figures as of {time}; they are counted again after a minute.", { time: formatTime(d.as_of) })}
          </Text>
        )}
      </Paper>
      {answer.isError && (
        <Alert color="red" variant="light" title={t("The dashboard could not be loaded")}>
          {errorMessage(answer.error)}
        </Alert>
      )}
      {!d && !answer.isError && (
        <Skeleton h={320} radius="md" role="status" aria-label={t("Loading the dashboard")} />
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
