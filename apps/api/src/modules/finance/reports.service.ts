import {
  type CashFlowReport,
  divideCents,
  type FinanceReport,
  fromCents,
  type GenerateReportQuery,
  type IncomeStatementReport,
  monthsOf,
  TOP_CATEGORY_COUNT,
  type TopCategoriesReport,
} from "@cm/contracts";
import type { ResourceContext } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { type Kind, monthTotals, namesOf, periodTotals, type TotalRow } from "./finance-totals.service";
import { supportRemittance } from "./remittance-report.service";
import { header, type ReportTarget, reportTarget } from "./report-target.service";

type Conn = Data;

const sum = (rows: { cents: bigint }[]) => rows.reduce((n, r) => n + r.cents, 0n);
const money = (cents: bigint) => fromCents(cents);

/** Category lines by name (one name across churches sums as one line), largest first. */
function linesByName(rows: TotalRow[], names: Map<number, string>): { name: string; cents: bigint }[] {
  const byName = new Map<string, { name: string; cents: bigint }>();
  for (const r of rows) {
    const name = names.get(r.category) ?? "Unknown";
    const key = name.toLowerCase();
    const line = byName.get(key) ?? { name, cents: 0n };
    line.cents += r.cents;
    byName.set(key, line);
  }
  return [...byName.values()].sort((a, b) =>
    b.cents > a.cents ? 1 : b.cents < a.cents ? -1 : a.name.localeCompare(b.name),
  );
}

const currenciesOf = (...sets: TotalRow[][]) => [...new Set(sets.flat().map((r) => r.currency))].sort();
const only = (rows: TotalRow[], kind: Kind, currency: string) =>
  rows.filter((r) => r.kind === kind && r.currency === currency);

/** Income and approved expenses by category, their totals and the net, against the previous period. */
async function incomeStatement(db: Conn, target: ReportTarget, now: Date): Promise<IncomeStatementReport> {
  const kinds: Kind[] = ["INCOME", "EXPENSE"];
  // This period and the one before, in one statement.
  const both = await periodTotals(db, target.reach, [target, target.previous], kinds, ["category"]);
  const current = both.filter((r) => r.period === 0);
  const before = both.filter((r) => r.period === 1);
  const names = namesOf(both);
  const lines = (kind: Kind, currency: string) => {
    const now = linesByName(only(current, kind, currency), names);
    const then = new Map(
      linesByName(only(before, kind, currency), names).map((l) => [l.name.toLowerCase(), l.cents]),
    );
    const seen = new Set(now.map((l) => l.name.toLowerCase()));
    const gone = linesByName(only(before, kind, currency), names)
      .filter((l) => !seen.has(l.name.toLowerCase()))
      .map((l) => ({ name: l.name, cents: 0n }));
    return [...now, ...gone].map((l) => ({
      name: l.name,
      amount: money(l.cents),
      previous: money(then.get(l.name.toLowerCase()) ?? 0n),
    }));
  };
  return {
    ...header(target, "income_statement", now),
    report: "income_statement",
    currencies: currenciesOf(current, before).map((currency) => {
      const income = sum(only(current, "INCOME", currency));
      const spent = sum(only(current, "EXPENSE", currency));
      const previousIncome = sum(only(before, "INCOME", currency));
      const previousSpent = sum(only(before, "EXPENSE", currency));
      return {
        currency,
        income: lines("INCOME", currency),
        expenses: lines("EXPENSE", currency),
        total_income: money(income),
        total_expenses: money(spent),
        net: money(income - spent),
        previous_total_income: money(previousIncome),
        previous_total_expenses: money(previousSpent),
        previous_net: money(previousIncome - previousSpent),
      };
    }),
  };
}

/** Income, approved expenses and the net per month, with the running balance of the period. */
async function cashFlow(db: Conn, target: ReportTarget, now: Date): Promise<CashFlowReport> {
  const rows = await monthTotals(db, target.reach, target, ["INCOME", "EXPENSE"], ["month"]);
  return {
    ...header(target, "cash_flow", now),
    report: "cash_flow",
    currencies: currenciesOf(rows).map((currency) => {
      let balance = 0n;
      const months = monthsOf(target.from, target.to).map((month) => {
        const inflow = sum(only(rows, "INCOME", currency).filter((r) => r.month === month));
        const outflow = sum(only(rows, "EXPENSE", currency).filter((r) => r.month === month));
        balance += inflow - outflow;
        return {
          month,
          income: money(inflow),
          expenses: money(outflow),
          net: money(inflow - outflow),
          balance: money(balance),
        };
      });
      const income = sum(only(rows, "INCOME", currency));
      const spent = sum(only(rows, "EXPENSE", currency));
      return {
        currency,
        months,
        total_income: money(income),
        total_expenses: money(spent),
        net: money(income - spent),
      };
    }),
  };
}

/** The largest income and expense categories, with their share of the total. */
async function topCategories(db: Conn, target: ReportTarget, now: Date): Promise<TopCategoriesReport> {
  const rows = await monthTotals(db, target.reach, target, ["INCOME", "EXPENSE"], ["category"]);
  const names = namesOf(rows);
  const top = (kind: Kind, currency: string) => {
    const lines = linesByName(only(rows, kind, currency), names);
    const total = lines.reduce((n, l) => n + l.cents, 0n);
    return lines.slice(0, TOP_CATEGORY_COUNT).map((l) => ({
      name: l.name,
      amount: money(l.cents),
      share_percent: money(total === 0n ? 0n : divideCents(l.cents * 10_000n, total)),
    }));
  };
  return {
    ...header(target, "top_categories", now),
    report: "top_categories",
    currencies: currenciesOf(rows).map((currency) => ({
      currency,
      income: top("INCOME", currency),
      expenses: top("EXPENSE", currency),
      total_income: money(sum(only(rows, "INCOME", currency))),
      total_expenses: money(sum(only(rows, "EXPENSE", currency))),
    })),
  };
}

/** The report a query asks for, as JSON (the page's) and the source of every download. */
export async function generateReport(ctx: ResourceContext, q: GenerateReportQuery): Promise<FinanceReport> {
  const target = await reportTarget(ctx, q);
  switch (q.report) {
    case "income_statement":
      return incomeStatement(ctx.data, target, ctx.now);
    case "cash_flow":
      return cashFlow(ctx.data, target, ctx.now);
    case "top_categories":
      return topCategories(ctx.data, target, ctx.now);
    case "support_remittance":
      return supportRemittance(ctx, target, ctx.now);
  }
}
