import {
  addDays,
  EXPIRING_WITHIN_DAYS,
  formatMoney,
  SUBSCRIPTION_STATUSES,
  type Subscription,
} from "@cm/contracts";
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { FigureCard } from "../../../components/figure-card";
import { formatDate } from "../../../lib/format-date";
import { translator } from "../../../lib/i18n";
import { useActivePlans } from "../../../lib/subscription-queries";
import { useChurchChoices, useSubscriptionList, useSubscriptionStatistics } from "../api/subscriptions-api";
import { SectionError, SectionLoader } from "./query-state";
import { daysText, STATUS_TEXT } from "./subscription-format";
import { SubscriptionStatusBadge } from "./subscription-status-badge";

const t = translator("subscriptions");

/** Counts by status and the monthly recurring revenue per currency. */
export function SubscriptionFigures() {
  const { t } = useTranslation("subscriptions");
  const stats = useSubscriptionStatistics();
  if (stats.isPending) return <SectionLoader label={t("Loading the figures…")} />;
  if (stats.isError) {
    return (
      <SectionError
        title={t("The figures could not be loaded")}
        error={stats.error}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  const s = stats.data;
  const count = (status: keyof typeof s.by_status) => String(s.by_status[status] ?? 0);
  const revenue = s.monthly_recurring_revenue;
  const testRevenue = s.test_monthly_recurring_revenue;
  return (
    <Stack gap="sm" component="section" aria-label={t("Subscription figures")}>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
        <FigureCard large label={t("All")} value={String(s.total)} />
        {SUBSCRIPTION_STATUSES.map((status) => (
          <FigureCard large key={status} label={t(STATUS_TEXT[status].label)} value={count(status)} />
        ))}
      </SimpleGrid>
      <Card withBorder radius="md" padding="md">
        <Group gap="xl" align="flex-start">
          <div>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              {t("Monthly recurring revenue")}
            </Text>
            {revenue.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {t("No active paid subscriptions yet.")}
              </Text>
            ) : (
              <Group gap="lg">
                {revenue.map((r) => (
                  <Text key={r.currency} fz={22} fw={700}>
                    {formatMoney(r.amount, r.currency)}
                  </Text>
                ))}
              </Group>
            )}
            <Text fz="xs" c="dimmed">
              {t(
                "Active subscriptions' prices per month (quarterly and yearly prices spread over the months). Subscriptions last paid through the sandbox are not counted.",
              )}
            </Text>
          </div>
          {testRevenue.length > 0 && (
            <div>
              <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                {t("Test payments (no money received)")}
              </Text>
              <Group gap="lg">
                {testRevenue.map((r) => (
                  <Text key={r.currency} fz="sm" fw={600}>
                    {t("{amount} a month", { amount: formatMoney(r.amount, r.currency) })}
                  </Text>
                ))}
              </Group>
              <Text fz="xs" c="dimmed">
                {t("Active subscriptions last paid through the sandbox: not revenue.")}
              </Text>
            </div>
          )}
          {s.active_by_plan.length > 0 && (
            <div>
              <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                {t("Active by plan")}
              </Text>
              <Group gap="md">
                {s.active_by_plan.map((p) => (
                  <Text key={p.plan} fz="sm">
                    <Text span fw={600}>
                      {p.plan_name}
                    </Text>
                    : {p.count}
                  </Text>
                ))}
              </Group>
            </div>
          )}
        </Group>
      </Card>
    </Stack>
  );
}

// Drawn where the table is shown, so each header is read in the language shown then.
const columns = (): DataTableColumn<Subscription>[] => [
  {
    key: "church",
    header: t("Church"),
    render: (s) => (
      <Text fz="sm" fw={600}>
        {s.church_name || t("Church #{id}", { id: s.church })}
      </Text>
    ),
  },
  { key: "plan", header: t("Plan"), render: (s) => s.plan_name },
  {
    key: "status",
    header: t("Status"),
    sortable: true,
    render: (s) => <SubscriptionStatusBadge status={s.status} />,
  },
  { key: "start_date", header: t("Started"), sortable: true, render: (s) => formatDate(s.start_date) },
  { key: "end_date", header: t("Ends"), sortable: true, render: (s) => formatDate(s.end_date) },
  {
    key: "days_remaining",
    header: t("Days remaining"),
    align: "right",
    render: (s) => (s.days_remaining > 0 ? daysText(s.days_remaining) : "—"),
  },
];

/** Every church's subscriptions, for the national office: filter by status, plan and church. */
/** The dashboard's expiring figure links here with ?expiring=soon: access ending within 7 days. */
function expiringFilters(): Record<string, string> {
  const today = new Date().toISOString().slice(0, 10);
  return { gives_access: "true", end_date__gte: today, end_date__lte: addDays(today, EXPIRING_WITHIN_DAYS) };
}

export function AllSubscriptionsTable() {
  const { t } = useTranslation("subscriptions");
  const [search] = useSearchParams();
  const expiring = search.get("expiring") === "soon";
  const table = useDataTableState({
    ordering: expiring ? "end_date" : "-created_at",
    filters: expiring ? expiringFilters() : {},
  });
  const showingExpiring = expiring && table.filters.gives_access === "true";
  const list = useSubscriptionList(table.params);
  const plans = useActivePlans();
  const churches = useChurchChoices();
  const filtered = Object.values(table.filters).some((v) => v !== null && v !== undefined);
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {showingExpiring
          ? t("Subscriptions ending within {days} days", { days: EXPIRING_WITHIN_DAYS })
          : t("All subscriptions")}
      </Title>
      {showingExpiring && (
        <Anchor
          component={Link}
          to="/subscriptions"
          fz="sm"
          w="fit-content"
          onClick={() => {
            for (const name of ["gives_access", "end_date__gte", "end_date__lte"])
              table.setFilter(name, undefined);
          }}
        >
          {t("Show every subscription")}
        </Anchor>
      )}
      <ListTable
        label={t("All subscriptions")}
        columns={columns()}
        list={list}
        table={table}
        empty={
          showingExpiring
            ? t("No subscription ends within {days} days.", { days: EXPIRING_WITHIN_DAYS })
            : filtered
              ? t("No subscriptions match these filters.")
              : t("No church has a subscription yet.")
        }
        minWidth={820}
        filters={[
          {
            name: "church",
            label: t("Church"),
            placeholder: t("Find a church"),
            data: (churches.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            searchable: true,
            maxWidth: 260,
          },
          {
            name: "status",
            label: t("Status"),
            placeholder: t("Any status"),
            data: SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: t(STATUS_TEXT[s].label) })),
            maxWidth: 190,
          },
          {
            name: "plan",
            label: t("Plan"),
            placeholder: t("Any plan"),
            data: (plans.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
            maxWidth: 180,
          },
        ]}
      />
    </Stack>
  );
}
