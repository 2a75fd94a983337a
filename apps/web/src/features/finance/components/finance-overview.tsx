import type { CashFlowReport, TopCategoriesReport } from "@cm/contracts";
import {
  Alert,
  Anchor,
  Grid,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FigureCard } from "../../../components/figure-card";
import { useCurrentYear } from "../../../components/report-reach";
import { errorMessage } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import {
  type ReportRequest,
  useChurchSupportSummary,
  useExpenseList,
  useRegionSupportSummary,
  useReport,
} from "../api/finance-api";
import { money, SUPPORT_KINDS, thisYear } from "./finance-parts";
import { MonthlyChart } from "./lazy-finance-charts";
import { SupportTable } from "./support-table";

/** A titled panel of the overview; its content fills the panel's height. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function TopList({
  title,
  lines,
  currency,
}: {
  title: string;
  lines: { name: string; amount: string; share_percent: string }[];
  currency: string;
}) {
  const { t } = useTranslation("finance");
  return (
    <Stack gap="xs">
      <Text fw={600} fz="sm">
        {title}
      </Text>
      {lines.length === 0 && (
        <Text fz="sm" c="dimmed">
          {t("Nothing yet this year.")}
        </Text>
      )}
      {lines.slice(0, 5).map((l) => (
        <div key={l.name}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fz="sm" truncate>
              {l.name}
            </Text>
            <Text fz="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
              {money(l.amount, currency)}
            </Text>
          </Group>
          <Progress
            value={Number(l.share_percent)}
            size="sm"
            aria-label={t("{name}: {percent} % of the total", { name: l.name, percent: l.share_percent })}
          />
        </div>
      ))}
    </Stack>
  );
}

/** The finance overview: this year's income, expenses and net, month by month, top categories, pending expenses, support. */
export function FinanceOverview({
  canRecord,
  canConfirmMinistry,
  canConfirmRegional,
}: {
  canRecord: boolean;
  canConfirmMinistry: boolean;
  canConfirmRegional: boolean;
}) {
  const { t } = useTranslation("finance");
  const current = useCurrentYear();
  const fallback = thisYear();
  const year = current.data
    ? { from: current.data.start_date, to: current.data.end_date, name: current.data.name }
    : { ...fallback, name: fallback.from.slice(0, 4) };
  const ready = !current.isPending;
  const request = (report: ReportRequest["report"]): ReportRequest | null =>
    ready
      ? {
          report,
          scope: "church",
          financial_year: current.data?.id ?? null,
          date_from: year.from,
          date_to: year.to,
        }
      : null;
  const cashFlow = useReport(request("cash_flow"));
  const top = useReport(request("top_categories"));
  const pending = useExpenseList({
    page: 1,
    page_size: 5,
    ordering: "spent_on",
    filters: { status: "PENDING" },
  });
  const calendarYear = Number(year.from.slice(0, 4));
  const ministry = useChurchSupportSummary(calendarYear);
  const regional = useRegionSupportSummary(calendarYear);

  const flow = cashFlow.data as CashFlowReport | undefined;
  const first = flow?.currencies[0];
  const topFirst = (top.data as TopCategoriesReport | undefined)?.currencies[0];
  const paid = { ministry: ministry.data?.churches[0], regional: regional.data?.regions[0] };
  const canConfirm = { ministry: canConfirmMinistry, regional: canConfirmRegional };

  return (
    <Stack gap="lg">
      <Text c="dimmed" fz="sm">
        {current.data
          ? t("Financial year {name}: {from} to {to}", {
              name: year.name,
              from: formatDate(year.from),
              to: formatDate(year.to),
            })
          : t("Calendar year {name}: {from} to {to}", {
              name: year.name,
              from: formatDate(year.from),
              to: formatDate(year.to),
            })}
      </Text>
      {cashFlow.isError && (
        <Alert color="red" variant="light" title={t("We could not load the figures")}>
          {errorMessage(cashFlow.error)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {first ? (
          <>
            <FigureCard
              large
              label={t("Income")}
              value={money(first.total_income, first.currency)}
              color="teal.8"
            />
            <FigureCard
              large
              label={t("Approved expenses")}
              value={money(first.total_expenses, first.currency)}
              color="red.8"
            />
            <FigureCard
              large
              label={t("Net")}
              value={money(first.net, first.currency)}
              hint={Number(first.net) < 0 ? t("More spent than received") : undefined}
            />
          </>
        ) : flow ? (
          <FigureCard large label={t("Income")} value={t("Nothing recorded yet")} />
        ) : (
          [1, 2, 3].map((n) => <Skeleton key={n} h={88} radius="md" />)
        )}
      </SimpleGrid>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Panel title={t("Month by month")}>
            {first ? (
              <MonthlyChart months={first.months} currency={first.currency} />
            ) : (
              <Skeleton h={280} radius="md" role="status" aria-label={t("Loading the chart")} />
            )}
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Panel title={t("Top categories")}>
            {topFirst ? (
              <Stack gap="lg">
                <TopList title={t("Income")} lines={topFirst.income} currency={topFirst.currency} />
                <TopList title={t("Expenses")} lines={topFirst.expenses} currency={topFirst.currency} />
              </Stack>
            ) : top.data ? (
              <Text fz="sm" c="dimmed">
                {t("Nothing recorded yet this year.")}
              </Text>
            ) : (
              <Skeleton h={200} />
            )}
          </Panel>
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="md">
              {t("Waiting for approval")}
            </Title>
            <Anchor component={Link} to="/finance/expenses?status=PENDING" fz="sm">
              {t("All expenses")}
            </Anchor>
          </Group>
          {pending.isPending && <Skeleton h={120} />}
          {pending.data && pending.data.count === 0 && (
            <Text fz="sm" c="dimmed">
              {t("No expense is waiting for approval.")}
            </Text>
          )}
          <Stack gap="xs">
            {pending.data?.results.map((e) => (
              <Group key={e.id} justify="space-between" gap="xs" wrap="nowrap">
                <div>
                  <Text fz="sm" fw={600}>
                    {e.payee}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {formatDate(e.spent_on)} · {e.category_name} · {e.submitted_by_name}
                  </Text>
                </div>
                <Text fz="sm" fw={600}>
                  {money(e.amount, e.currency)}
                </Text>
              </Group>
            ))}
            {pending.data && pending.data.count > pending.data.results.length && (
              <Text fz="xs" c="dimmed">
                {t("and {count} more", { count: pending.data.count - pending.data.results.length })}
              </Text>
            )}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="md" mb="sm">
            {t("Support paid in {year}", { year: String(calendarYear) })}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 1, lg: 2 }} spacing="sm">
            {SUPPORT_KINDS.map(({ value, label }) => {
              const figures = paid[value];
              return (
                <FigureCard
                  key={value}
                  label={t(label)}
                  value={figures ? money(figures.paid, figures.currency) : t("None yet")}
                  hint={
                    figures
                      ? t("{amount} confirmed", { amount: money(figures.confirmed, figures.currency) })
                      : undefined
                  }
                />
              );
            })}
          </SimpleGrid>
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="md" mb="sm">
          {t("Support remitted this year")}
        </Title>
        <Tabs defaultValue="ministry" keepMounted={false}>
          <Tabs.List mb="sm">
            {SUPPORT_KINDS.map(({ value, label }) => (
              <Tabs.Tab key={value} value={value}>
                {t(label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {SUPPORT_KINDS.map(({ value }) => (
            <Tabs.Panel key={value} value={value}>
              <SupportTable
                kind={value}
                canRecord={canRecord}
                canConfirm={canConfirm[value]}
                since={`${calendarYear}-01-01`}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
    </Stack>
  );
}
