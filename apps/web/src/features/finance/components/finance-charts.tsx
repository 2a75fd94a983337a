// Loaded lazily: the chart code arrives only with the charts themselves.
import type { FinanceReport } from "@cm/contracts";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { BarChart, compactNumber, DonutChart, plainNumber } from "../../../components/charts/charts";
import { formatCalendar } from "../../../lib/format-date";

/** "Mar 26" for a month "2026-03", in the shown language. */
export const monthOf = (month: string) => formatCalendar(month, "shortMonth");
const amount = (value: string) => Number(value);
/** Axis ticks in few characters: 450K, 1.2M. */
const tick = compactNumber;
/** Income and expenses keep their colours in every chart of the books; the legend is in the language shown. */
const incomeAndExpenses = (t: (key: string) => string) => [
  { name: "Income", label: t("Income"), color: "teal.6" },
  { name: "Expenses", label: t("Expenses"), color: "red.5" },
];
const COLORS = [
  "blue.6",
  "teal.6",
  "grape.6",
  "orange.6",
  "cyan.6",
  "pink.6",
  "lime.7",
  "indigo.5",
  "red.5",
  "gray.6",
];

export type MonthFigures = { month: string; income: string; expenses: string; balance?: string };

/** Income and approved expenses per month, side by side, with the running balance when known. */
export function MonthlyChart({ months, currency }: { months: MonthFigures[]; currency: string }) {
  const { t } = useTranslation("finance");
  const data = months.map((m) => ({
    month: monthOf(m.month),
    Income: amount(m.income),
    Expenses: amount(m.expenses),
    ...(m.balance === undefined ? {} : { Balance: amount(m.balance) }),
  }));
  const withBalance = months.some((m) => m.balance !== undefined);
  return (
    <BarChart
      h={280}
      data={data}
      dataKey="month"
      withLegend
      series={incomeAndExpenses(t)}
      lines={withBalance ? [{ name: "Balance", label: t("Balance"), color: "blue.7" }] : []}
      format={(v) => plainNumber(v, 0)}
      tickFormat={tick}
      label={t("Income and expenses per month, in {currency}", { currency })}
    />
  );
}

/** The chart of a report on the reports page. */
export function ReportChart({ report }: { report: FinanceReport }) {
  const { t } = useTranslation("finance");
  switch (report.report) {
    case "cash_flow": {
      const first = report.currencies[0];
      return first ? <MonthlyChart months={first.months} currency={first.currency} /> : null;
    }
    case "income_statement": {
      const first = report.currencies[0];
      if (!first) return null;
      const data = [
        {
          period: t("Previous period"),
          Income: amount(first.previous_total_income),
          Expenses: amount(first.previous_total_expenses),
          Net: amount(first.previous_net),
        },
        {
          period: t("This period"),
          Income: amount(first.total_income),
          Expenses: amount(first.total_expenses),
          Net: amount(first.net),
        },
      ];
      return (
        <BarChart
          h={260}
          data={data}
          dataKey="period"
          withLegend
          series={[...incomeAndExpenses(t), { name: "Net", label: t("Net"), color: "blue.6" }]}
          tickFormat={tick}
          label={t("Income, expenses and net against the previous period, in {currency}", {
            currency: first.currency,
          })}
        />
      );
    }
    case "top_categories": {
      const first = report.currencies[0];
      if (!first || first.income.length === 0) return null;
      return (
        <DonutChart
          size={200}
          thickness={32}
          withLegend
          data={first.income.map((l, i) => ({
            name: l.name,
            value: amount(l.amount),
            color: COLORS[i % COLORS.length] ?? "gray.6",
          }))}
          label={t("Income by category, in {currency}", { currency: first.currency })}
        />
      );
    }
    case "support_remittance": {
      const rows = report.rows.slice(0, 15);
      if (rows.length === 0) return null;
      return (
        <>
          <BarChart
            h={280}
            data={rows.map((r) => ({
              church: r.church_name,
              Expected: amount(r.ministry_expected) + amount(r.regional_expected),
              Paid: amount(r.ministry_paid) + amount(r.regional_paid),
            }))}
            dataKey="church"
            withLegend
            series={[
              { name: "Expected", label: t("Expected"), color: "gray.5" },
              { name: "Paid", label: t("Paid"), color: "teal.6" },
            ]}
            label={t("Support expected and paid per church")}
          />
          {report.rows.length > rows.length && (
            <Text fz="xs" c="dimmed" ta="center">
              {t("The first {shown} of {count} churches; the table lists them all.", {
                shown: rows.length,
                count: report.rows.length,
              })}
            </Text>
          )}
        </>
      );
    }
  }
}
