import {
  addDays,
  addMonths,
  type DefaultExpenseCode,
  type DefaultIncomeCode,
  divideCents,
  fromCents,
  type PaymentMethod,
  toCents,
  todayIso,
} from "@cm/contracts";
import { eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import {
  expenses,
  financeCategories,
  financialYears,
  income,
  ministrySupport,
  regionalSupport,
  users,
} from "../../db/tables";

/** Weeks of Sunday services the demo income of the smaller churches covers (about four months). */
export const DEMO_INCOME_WEEKS = 16;
/** Weeks the two finance demo churches (Grace Cathedral and Bethel) cover: two years. */
export const DEMO_FINANCE_WEEKS = 104;
// The demo plans are priced in GHS, so the demo churches keep their books in it too.
const DEMO_CURRENCY = "GHS";

type Conn = Db | Tx;
type IncomeRow = typeof income.$inferInsert;
type ExpenseRow = typeof expenses.$inferInsert;
type SupportRow = typeof ministrySupport.$inferInsert;

/** A repeatable figure between `low` and `high` cedis, to the pesewa, so every fresh demo is the same. */
function amountOf(seed: number, low: number, high: number): string {
  const spread = (high - low) * 100;
  const step = (seed * 7919 + 104_729) % (spread + 1);
  return fromCents(BigInt(low * 100 + step));
}

/** The last Sunday on or before a day. */
function lastSunday(day: string): string {
  return addDays(day, -new Date(`${day}T00:00:00Z`).getUTCDay());
}

async function categoryIds(db: Conn): Promise<Record<DefaultIncomeCode | DefaultExpenseCode, number>> {
  const rows = await db.select().from(financeCategories).where(isNull(financeCategories.church));
  return Object.fromEntries(rows.map((r) => [r.code, r.id])) as Record<
    DefaultIncomeCode | DefaultExpenseCode,
    number
  >;
}

/**
 * Sunday income of one church for `weeks` weeks: a tithe and an offering every Sunday, tithes by
 * mobile money, a thanksgiving offering on the first Sunday of each month, a donation every third
 * week and a building-fund harvest twice a year (once for a short period). Larger churches receive more.
 */
function sundayIncome(
  church: number,
  c: number,
  weeks: number,
  newest: string,
  category: (code: DefaultIncomeCode) => number,
  harvest: number,
  currency = DEMO_CURRENCY,
  /** How many of the currency make a cedi's worth, so a naira church's figures look like naira. */
  scale = 1,
): IncomeRow[] {
  const size = (c === 0 ? 3 : 1) * scale;
  const rows: IncomeRow[] = [];
  const add = (
    received_on: string,
    code: number,
    payment_method: PaymentMethod,
    amount: string,
    description: string,
    reference = "",
  ) =>
    rows.push({
      church,
      received_on,
      category: code,
      payment_method,
      amount,
      description,
      reference,
      currency,
    });
  for (let week = 0; week < weeks; week++) {
    const sunday = addDays(newest, -7 * week);
    const seed = c * 1000 + week;
    add(sunday, category("TITHE"), "CASH", amountOf(seed, 1500 * size, 2600 * size), "Sunday tithes");
    add(
      sunday,
      category("OFFERING"),
      "CASH",
      amountOf(seed + 17, 600 * size, 1200 * size),
      "Sunday service offering",
    );
    add(
      sunday,
      category("TITHE"),
      "MOBILE_MONEY",
      amountOf(seed + 31, 300 * size, 900 * size),
      "Tithes sent by mobile money",
      `MOMO-${sunday.replaceAll("-", "")}-${c + 1}`,
    );
    if (Number(sunday.slice(8, 10)) <= 7) {
      add(
        sunday,
        category("THANKSGIVING"),
        "CASH",
        amountOf(seed + 43, 400 * size, 1000 * size),
        "Monthly thanksgiving",
      );
    }
    if (week % 3 === 1) {
      add(
        addDays(sunday, 3),
        category("DONATION"),
        "BANK_TRANSFER",
        amountOf(seed + 59, 500 * scale, 5000 * scale),
        "Donation from a church family",
        `TRF-${c + 1}${week.toString().padStart(3, "0")}`,
      );
    }
    if (week % 26 === Math.floor(Math.min(weeks, 26) / 2)) {
      add(
        addDays(sunday, 1),
        harvest,
        "CHEQUE",
        amountOf(c + 71 + week, 8000 * size, 15000 * size),
        "Building fund harvest",
        `CHQ-${100_200 + c * 100 + week}`,
      );
    }
  }
  return rows;
}

type People = { submitter: number | null; approver: number | null };

/**
 * Two years of expenses: monthly electricity, water, salaries and office supplies, transport every
 * other week, building repairs each quarter, missions every second month and a few events. Those
 * of the last three weeks wait for approval; a few older ones were rejected.
 */
function demoExpenses(
  church: number,
  c: number,
  newest: string,
  category: (code: DefaultExpenseCode) => number,
  people: People,
): ExpenseRow[] {
  const size = c === 0 ? 3 : 1;
  const rows: ExpenseRow[] = [];
  const pendingFrom = addDays(newest, -21);
  let n = 0;
  const add = (
    spent_on: string,
    code: DefaultExpenseCode,
    payee: string,
    amount: string,
    description: string,
  ) => {
    n += 1;
    const pending = spent_on > pendingFrom;
    const rejected = !pending && n % 17 === 5;
    rows.push({
      church,
      spent_on,
      category: category(code),
      payee,
      amount,
      description,
      reference: `EXP-${c + 1}-${String(n).padStart(4, "0")}`,
      currency: DEMO_CURRENCY,
      status: pending ? "PENDING" : rejected ? "REJECTED" : "APPROVED",
      submitted_by: people.submitter,
      reviewed_by: pending ? null : people.approver,
      reviewed_at: pending ? null : new Date(`${addDays(spent_on, 2)}T10:00:00Z`),
      rejection_reason: rejected ? "Please attach the receipt and submit it again." : "",
    });
  };
  for (let month = 0; month < 24; month++) {
    const first = addMonths(`${newest.slice(0, 7)}-01`, -month);
    const day = (d: number) => {
      const date = addDays(first, d - 1);
      return date <= newest ? date : null;
    };
    const seed = c * 100 + month;
    const at = (
      d: number,
      code: DefaultExpenseCode,
      payee: string,
      low: number,
      high: number,
      what: string,
    ) => {
      const date = day(d);
      if (date) add(date, code, payee, amountOf(seed + d, low * size, high * size), what);
    };
    at(5, "UTILITIES", "Electricity Company of Ghana", 400, 900, "Electricity bill");
    at(8, "UTILITIES", "Ghana Water Company", 120, 260, "Water bill");
    at(25, "SALARIES", "Church staff payroll", 3000, 3600, "Staff salaries and allowances");
    at(12, "OFFICE", "Accra Stationers", 80, 300, "Printing paper and toner");
    at(3, "TRANSPORT", "Station Taxi Union", 60, 180, "Transport for visitation");
    at(17, "TRANSPORT", "Station Taxi Union", 60, 180, "Transport for hospital visits");
    if (month % 3 === 1) at(20, "BUILDING", "Mensah Builders", 900, 4000, "Roof and gutter repairs");
    if (month % 2 === 0) at(14, "MISSIONS", "Northern outreach team", 500, 1500, "Outreach to Tamale");
    if (month % 6 === 2)
      at(22, "EVENTS", "Joy Events and Rentals", 700, 2500, "Chairs and canopies for the convention");
  }
  return rows;
}

/**
 * Ministry and regional support for each month of two years, about a tenth of the month's tithes
 * and offerings each, paid early the next month, with some months missing. The national office and
 * the region confirmed the older ones; the last ones are recorded, and one was disputed.
 */
function demoSupport(
  church: number,
  c: number,
  newest: string,
  incomeRows: IncomeRow[],
  tithes: Set<number>,
) {
  const ministry: SupportRow[] = [];
  const regional: SupportRow[] = [];
  for (let month = 1; month <= 24; month++) {
    const period = addMonths(`${newest.slice(0, 7)}-01`, -month);
    if ((month + c) % 5 === 3) continue; // a month the church did not remit
    const base = incomeRows
      .filter((r) => r.received_on.slice(0, 7) === period.slice(0, 7) && tithes.has(Number(r.category)))
      .reduce((total, r) => total + toCents(r.amount), 0n);
    if (base === 0n) continue;
    const paid_on = addDays(addMonths(period, 1), 6);
    if (paid_on > newest) continue;
    const status = month <= 2 ? "RECORDED" : "CONFIRMED";
    const row = (share: bigint, kind: "M" | "R"): SupportRow => ({
      church,
      period,
      amount: fromCents(divideCents(base * share, 100n)),
      currency: DEMO_CURRENCY,
      paid_on,
      method: "BANK_TRANSFER",
      reference: `${kind}S-${period.slice(0, 7)}-${c + 1}`,
      status: month === 4 && kind === "R" ? "DISPUTED" : status,
      dispute_note:
        month === 4 && kind === "R"
          ? "Our statement shows 200.00 less for this month. Please check the slip."
          : "",
      confirmed_at: status === "CONFIRMED" ? new Date(`${addDays(paid_on, 5)}T09:00:00Z`) : null,
    });
    // Regional support some months paid a little short of the tenth.
    ministry.push(row(10n, "M"));
    regional.push(row(month % 4 === 0 ? 8n : 10n, "R"));
  }
  return { ministry, regional };
}

/** Financial years of a church: two closed calendar years before this one, which is current. */
function demoYears(church: number, today: string) {
  const year = Number(today.slice(0, 4));
  return [year - 2, year - 1, year].map((y) => ({
    church,
    name: String(y),
    start_date: `${y}-01-01`,
    end_date: `${y}-12-31`,
    is_current: y === year,
    is_closed: y < year,
    closed_at: y < year ? new Date(`${y + 1}-01-20T12:00:00Z`) : null,
  }));
}

async function userId(db: Conn, username: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row?.id ?? null;
}

/**
 * Demo books. Grace Cathedral and Bethel get financial years (two closed, the current one open),
 * two years of income and expenses (pending, approved and rejected ones), a church category of
 * their own and monthly ministry and regional support with some months missing. The other churches
 * get four months of Sunday income, so the region figures show something.
 */
export async function seedDemoFinance(tx: Conn, churchIds: number[], today = todayIso()): Promise<void> {
  const newest = lastSunday(today);
  const ids = await categoryIds(tx);
  const incomeCategory = (code: DefaultIncomeCode) => ids[code];
  const expenseCategory = (code: DefaultExpenseCode) => ids[code];
  const tithes = new Set([ids.TITHE, ids.OFFERING]);
  const people: People[] = [
    { submitter: await userId(tx, "local_treasurer"), approver: await userId(tx, "local_admin") },
    { submitter: await userId(tx, "bethel_admin"), approver: null },
  ];
  const rows: IncomeRow[] = [];
  for (const [c, church] of churchIds.entries()) {
    if (c >= 2) {
      rows.push(...sundayIncome(church, c, DEMO_INCOME_WEEKS, newest, incomeCategory, ids.FUNDRAISING));
      continue;
    }
    const [harvest] = await tx
      .insert(financeCategories)
      .values({
        church,
        name: "Building fund",
        kind: "INCOME",
        description: "Gifts toward the new sanctuary",
      })
      .returning();
    await tx.insert(financialYears).values(demoYears(church, today));
    const own = sundayIncome(
      church,
      c,
      DEMO_FINANCE_WEEKS,
      newest,
      incomeCategory,
      harvest?.id ?? ids.FUNDRAISING,
    );
    rows.push(...own);
    const spent = demoExpenses(church, c, today, expenseCategory, people[c] as People);
    if (spent.length) await tx.insert(expenses).values(spent);
    const support = demoSupport(church, c, today, own, tithes);
    if (support.ministry.length) await tx.insert(ministrySupport).values(support.ministry);
    if (support.regional.length) await tx.insert(regionalSupport).values(support.regional);
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(income).values(rows.slice(i, i + 500));
}

/** The demo income of some churches, for tests of figures that read it (the region analytics). */
export async function seedDemoIncome(tx: Conn, churchIds: number[], today = todayIso()): Promise<void> {
  const ids = await categoryIds(tx);
  const newest = lastSunday(today);
  const rows = churchIds.flatMap((church, c) =>
    sundayIncome(church, c, DEMO_INCOME_WEEKS, newest, (code) => ids[code], ids.FUNDRAISING),
  );
  if (rows.length) await tx.insert(income).values(rows);
}

/**
 * Four months of Sunday income of a church abroad, in its own currency (the Lagos demo church in
 * naira, about a hundred naira to the cedi), so the national figures show one total per currency.
 */
export async function seedDemoIncomeAbroad(
  tx: Conn,
  church: number,
  currency: string,
  scale: number,
  today = todayIso(),
): Promise<void> {
  const ids = await categoryIds(tx);
  const rows = sundayIncome(
    church,
    4,
    DEMO_INCOME_WEEKS,
    lastSunday(today),
    (code) => ids[code],
    ids.FUNDRAISING,
    currency,
    scale,
  );
  for (let i = 0; i < rows.length; i += 500) await tx.insert(income).values(rows.slice(i, i + 500));
}
