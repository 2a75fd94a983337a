import { msg, yearDatesProblem } from "@cm/contracts";
import { eq, gte, lte, ne } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { expenses, financialYears, income, ministrySupport, regionalSupport } from "../../db/tables";
import { AppError, fieldError, forbidden } from "../../platform/errors";
import type { ResourceContext, Row } from "../../platform/resources/resource";
import { churchOf, finalRecord, isChurchBookAdmin, lockChurchYears } from "./finance-books.service";

const CLOSED_FIELDS = ["name", "start_date", "end_date", "is_current"] as const;

/**
 * A year's dates stay in order and never overlap another year of its church; making a year current
 * makes the others not current. A closed year changes only by being reopened, by a church admin.
 */
export async function prepareYearWrite(ctx: ResourceContext, data: Row, existing: Row | null): Promise<Row> {
  const church = churchOf(data, existing);
  const out: Row = { ...data };
  const wasClosed = existing?.is_closed === true;
  const closing = data.is_closed === true && !wasClosed;
  const reopening = wasClosed && data.is_closed === false;
  if (wasClosed) {
    const changed = CLOSED_FIELDS.filter((f) => data[f] !== undefined && data[f] !== existing?.[f]);
    if (changed.length > 0 && !reopening)
      throw finalRecord(msg("This financial year is closed. Reopen it before changing it."));
    if (reopening && !(ctx.principal && isChurchBookAdmin(ctx.principal)))
      throw forbidden(msg("Only a church admin can reopen a closed financial year."));
  }
  if (closing) Object.assign(out, { closed_at: ctx.now, closed_by: ctx.principal?.id ?? null });
  if (reopening) Object.assign(out, { closed_at: null, closed_by: null });

  const start = String(data.start_date ?? existing?.start_date);
  const end = String(data.end_date ?? existing?.end_date);
  const problem = yearDatesProblem(start, end);
  if (problem) throw fieldError("end_date", problem);

  // Two requests adding overlapping years for one church take turns here, and a year is not closed
  // while a record of its dates is being written.
  await lockChurchYears(ctx, church, "alone");
  const years = await ctx.scoped({ church, resource: "financial-years" });
  const others = existing ? ne(financialYears.id, Number(existing.id)) : undefined;
  const [overlap] = await years
    .rows(financialYears, others, lte(financialYears.start_date, end), gte(financialYears.end_date, start))
    .limit(1);
  if (overlap) {
    throw fieldError(
      "start_date",
      msg("These dates overlap the financial year {year} ({start} to {end}).", {
        year: overlap.name,
        start: overlap.start_date,
        end: overlap.end_date,
      }),
    );
  }
  if (data.is_current === true) {
    await ctx.data
      .update(financialYears)
      .set({ is_current: false })
      .where(years.where(others, eq(financialYears.is_current, true)));
  }
  return out;
}

/** The records a financial year holds: each kind by its resource, table and the date that places it. */
const RECORDS: { kind: string; resource: string; table: PgTable; church: PgColumn; date: PgColumn }[] = [
  { kind: "income", resource: "income", table: income, church: income.church, date: income.received_on },
  {
    kind: "expenses",
    resource: "expenses",
    table: expenses,
    church: expenses.church,
    date: expenses.spent_on,
  },
  {
    kind: "ministry support",
    resource: "ministry-support",
    table: ministrySupport,
    church: ministrySupport.church,
    date: ministrySupport.paid_on,
  },
  {
    kind: "regional support",
    resource: "regional-support",
    table: regionalSupport,
    church: regionalSupport.church,
    date: regionalSupport.paid_on,
  },
];

const listed = (words: string[]) =>
  words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

/**
 * A year is deleted only when it is open and holds no record dated within it (income, expenses,
 * support); otherwise 409, and its records keep their year. The church's years are locked first,
 * so a record being written in its dates is waited for and counted.
 */
export async function refuseYearDelete(ctx: ResourceContext, existing: Row): Promise<void> {
  if (existing.is_closed) throw finalRecord(msg("A closed financial year cannot be deleted."));
  const church = Number(existing.church);
  await lockChurchYears(ctx, church, "alone");
  const start = String(existing.start_date);
  const end = String(existing.end_date);
  const held: string[] = [];
  for (const record of RECORDS) {
    const reach = await ctx.scoped({ church, resource: record.resource });
    const [found] = await ctx.data
      .select({ church: record.church })
      .from(record.table)
      .where(reach.where(gte(record.date, start), lte(record.date, end)))
      .limit(1);
    if (found) held.push(record.kind);
  }
  if (held.length > 0)
    throw new AppError(
      409,
      "in_use",
      msg("The financial year {year} holds {records} dated within it, so it cannot be deleted.", {
        year: String(existing.name),
        records: listed(held),
      }),
    );
}
