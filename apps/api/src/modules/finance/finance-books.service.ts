import {
  isChurchBookAdmin as bookAdmin,
  type CategoryKind,
  isAuthorOrBookAdmin,
  msg,
  toCents,
  viewerOf,
} from "@cm/contracts";
import { and, eq, gte, inArray, lte, or, sql } from "drizzle-orm";
import { financeCategories, financialYears } from "../../db/tables";
import type { Principal } from "../../platform/auth/principal";
import { settleChurchCurrency } from "../../platform/church-currency";
import { AppError, fieldError, forbidden, notFound } from "../../platform/errors";
import type { ResourceContext, Row } from "../../platform/resources/resource";
import type { Scope } from "../../platform/tenancy";

/** Every finance record belongs to one church. */
export const CHURCH_SCOPE: Scope = { kind: "church", field: "church" };
export const read = { permission: "finance.read" } as const;
export const write = { permission: "finance.write" } as const;

/** A church admin of the church they work in: LOCAL_ADMIN or the is_church_admin flag (not an officer). */
export const isChurchBookAdmin = (p: Principal): boolean => bookAdmin(p);

/** A 409 for a record that may no longer change. */
export const finalRecord = (message: string) => new AppError(409, "final_record", message);

/** The church of a row being written: the new data's, else the existing row's. */
export const churchOf = (data: Row, existing: Row | null): number => Number(data.church ?? existing?.church);

/**
 * The currency of a new or changed record: the church's (see settleChurchCurrency). A record
 * sent in another currency is refused, so a church's totals never mix currencies.
 */
export async function settleCurrency<D extends Row>(
  ctx: ResourceContext,
  data: D,
  existing: Row | null,
): Promise<D> {
  const sent = typeof data.currency === "string" ? data.currency : undefined;
  // A change that leaves the currency alone keeps the record's, even after the church changed its own.
  if (existing && sent === undefined) return data;
  if (existing && sent === existing.currency) return data;
  const currency = await settleChurchCurrency(ctx.data, churchOf(data, existing), sent);
  return { ...data, currency };
}

/**
 * Locks a church's financial years until the transaction ends. A year's own writes (a new year,
 * closing, deleting) hold it `alone`; a record's write holds it `shared` while it checks its date,
 * so a year is never closed or deleted while a record of its dates is being written.
 */
export async function lockChurchYears(ctx: ResourceContext, church: number, mode: "alone" | "shared") {
  await ctx.data.lock("financial_years", church, mode);
}

/**
 * Refuses a record dated inside a closed financial year of its church: the new date, and for a
 * change or a delete the date it had. 400 on the date field. Holds the church's years (shared)
 * for the rest of the record's write.
 */
export async function refuseClosedYear(
  ctx: ResourceContext,
  church: number,
  field: string,
  dates: (string | null | undefined)[],
): Promise<void> {
  const days = [...new Set(dates.filter((d): d is string => typeof d === "string"))];
  if (days.length === 0) return;
  await lockChurchYears(ctx, church, "shared");
  const years = await ctx.scoped({ church, resource: "financial-years" });
  const [closed] = await years
    .pick(
      { name: financialYears.name },
      financialYears,
      eq(financialYears.is_closed, true),
      or(...days.map((d) => and(lte(financialYears.start_date, d), gte(financialYears.end_date, d)))),
    )
    .limit(1);
  if (closed) {
    throw fieldError(
      field,
      msg(
        "This date is in the financial year {year}, which is closed. A church admin can reopen the year to change its books.",
        { year: closed.name },
      ),
    );
  }
}

/**
 * The category a record points at: an active category of the record's kind that its church may
 * use (a national default or its own). Another church's category is as unknown as a missing one
 * (404, nothing written); a category kept from before may stay on a record after it is deactivated.
 */
export async function requireCategory(
  ctx: ResourceContext,
  id: number,
  kind: CategoryKind,
  church: number,
  unchanged: boolean,
): Promise<void> {
  const reach = await ctx.scoped({ resource: "finance-categories" });
  const own = await ctx.reach({ church });
  const [category] = await reach
    .rows(financeCategories, eq(financeCategories.id, id), own.sharedOrOwn(financeCategories.church))
    .limit(1);
  if (!category) throw notFound(msg("This category was not found."));
  if (category.kind !== kind) {
    throw fieldError(
      "category",
      msg("Choose {kind, select, INCOME {an income} other {an expense}} category: {category} is not one.", {
        kind,
        category: category.name,
      }),
    );
  }
  if (!category.is_active && !unchanged) {
    throw fieldError(
      "category",
      msg("{category} is no longer in use. Choose an active category.", { category: category.name }),
    );
  }
}

/** Category names and financial years for a page of records (two queries for the whole page). */
export async function decorateRecords<R extends { category: number | null; church: number }>(
  ctx: ResourceContext,
  rows: R[],
  dateOf: (row: R) => string,
): Promise<(R & { category_name: string; financial_year: number | null })[]> {
  const categoryIds = [...new Set(rows.map((r) => Number(r.category)).filter(Boolean))];
  const churchIds = [...new Set(rows.map((r) => Number(r.church)))];
  const categories = await ctx.scoped({ resource: "finance-categories" });
  const names = new Map(
    (
      await categories.pick(
        { id: financeCategories.id, name: financeCategories.name },
        financeCategories,
        inArray(financeCategories.id, categoryIds.length ? categoryIds : [0]),
      )
    ).map((c) => [c.id, c.name]),
  );
  const yearsOf = await ctx.scoped({ resource: "financial-years" });
  const years = await yearsOf.pick(
    {
      id: financialYears.id,
      church: financialYears.church,
      start: financialYears.start_date,
      end: financialYears.end_date,
    },
    financialYears,
    inArray(financialYears.church, churchIds),
  );
  return rows.map((r) => {
    const day = dateOf(r);
    const year = years.find((y) => y.church === r.church && y.start <= day && y.end >= day);
    return { ...r, category_name: names.get(Number(r.category)) ?? "", financial_year: year?.id ?? null };
  });
}

/** A date-range filter from a financial year of the caller's reach: its church and its dates. */
export function yearFilterCondition(dateColumn: unknown, churchColumn: unknown, yearId: number) {
  return sql`exists (select 1 from ${financialYears} fy where fy.id = ${yearId}
    and fy.church_id = ${churchColumn} and ${dateColumn} between fy.start_date and fy.end_date)`;
}

/** Whether a principal may act on a record they submitted or recorded: its author or a church admin. */
export function requireAuthorOrAdmin(p: Principal | null, author: unknown, what: string): void {
  if (!p) throw forbidden();
  if (isAuthorOrBookAdmin(viewerOf(p), author)) return;
  throw forbidden(
    msg("Only the person who submitted this {what} or a church admin can change it.", { what }),
  );
}

/** Orders two decimal strings by value, in exact cents. */
export function compareAmounts(a: string, b: string): number {
  const difference = toCents(a) - toCents(b);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}
