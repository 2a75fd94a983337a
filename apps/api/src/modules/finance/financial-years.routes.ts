import {
  currentYearAnswer,
  currentYearQuery,
  financialYear,
  financialYearCreate,
  financialYearUpdate,
  todayIso,
  yearDatesProblem,
} from "@cm/contracts";
import { and, desc, eq, gte, lte, ne, sql } from "drizzle-orm";
import { financialYears } from "../../db/tables";
import { fieldError, forbidden } from "../../platform/errors";
import {
  actionsOf,
  defineResource,
  type ResourceContext,
  type Row,
  readWrite,
} from "../../platform/resources/resource";
import { CHURCH_SCOPE, churchOf, finalRecord, isChurchBookAdmin, read, write } from "./finance-books.service";

const action = actionsOf(financialYears);
const CLOSED_FIELDS = ["name", "start_date", "end_date", "is_current"] as const;

/**
 * A year's dates stay in order and never overlap another year of its church; making a year current
 * makes the others not current. A closed year changes only by being reopened, by a church admin.
 */
async function prepareYearWrite(ctx: ResourceContext, data: Row, existing: Row | null): Promise<Row> {
  const church = churchOf(data, existing);
  const out: Row = { ...data };
  const wasClosed = existing?.is_closed === true;
  const closing = data.is_closed === true && !wasClosed;
  const reopening = wasClosed && data.is_closed === false;
  if (wasClosed) {
    const changed = CLOSED_FIELDS.filter((f) => data[f] !== undefined && data[f] !== existing?.[f]);
    if (changed.length > 0 && !reopening)
      throw finalRecord("This financial year is closed. Reopen it before changing it.");
    if (reopening && !(ctx.principal && isChurchBookAdmin(ctx.principal)))
      throw forbidden("Only a church admin can reopen a closed financial year.");
  }
  if (closing) Object.assign(out, { closed_at: ctx.now, closed_by: ctx.principal?.id ?? null });
  if (reopening) Object.assign(out, { closed_at: null, closed_by: null });

  const start = String(data.start_date ?? existing?.start_date);
  const end = String(data.end_date ?? existing?.end_date);
  const problem = yearDatesProblem(start, end);
  if (problem) throw fieldError("end_date", problem);

  // Two requests adding overlapping years for one church take turns here.
  await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext('financial_years'), ${church})`);
  const years = await ctx.scoped({ church, resource: "financial-years" });
  const others = existing ? ne(financialYears.id, Number(existing.id)) : undefined;
  const [overlap] = await ctx.db
    .select()
    .from(financialYears)
    .where(years.where(others, lte(financialYears.start_date, end), gte(financialYears.end_date, start)))
    .limit(1);
  if (overlap) {
    throw fieldError(
      "start_date",
      `These dates overlap the financial year ${overlap.name} (${overlap.start_date} to ${overlap.end_date}).`,
    );
  }
  if (data.is_current === true) {
    await ctx.db
      .update(financialYears)
      .set({ is_current: false })
      .where(years.where(others, eq(financialYears.is_current, true)));
  }
  return out;
}

export const financialYearsResource = defineResource({
  name: "financial-years",
  path: "/api/finance/financial-years/",
  table: financialYears,
  entity: financialYear,
  create: financialYearCreate,
  update: financialYearUpdate,
  scope: CHURCH_SCOPE,
  feature: "FINANCE_MANAGEMENT",
  access: readWrite(read, write),
  search: ["name"],
  ordering: ["start_date", "name", "created_at"],
  defaultOrdering: "-start_date",
  filters: { church: "int", is_current: "bool", is_closed: "bool" },
  references: { church: "churches" },
  beforeWrite: prepareYearWrite,
  beforeDelete: (_ctx, existing) => {
    if (existing.is_closed) throw finalRecord("A closed financial year cannot be deleted.");
  },
  actions: {
    current: action.collection({
      method: "GET",
      access: read,
      summary:
        "The church's current financial year: the one marked current, else the one that contains " +
        "today, else null. Users who reach several churches name the church.",
      input: currentYearQuery,
      output: currentYearAnswer,
      run: async (ctx) => {
        const church = ctx.input.church ?? ctx.principal?.church ?? undefined;
        if (church === undefined) throw fieldError("church", "Choose the church.");
        const years = await ctx.scoped({ church });
        const today = todayIso(ctx.now);
        const [found] = await ctx.db
          .select()
          .from(financialYears)
          .where(
            years.where(
              sql`(${financialYears.is_current} or ${today}::date between ${financialYears.start_date} and ${financialYears.end_date})`,
            ),
          )
          .orderBy(desc(financialYears.is_current), desc(financialYears.start_date))
          .limit(1);
        return found ?? null;
      },
    }),
  },
});

/** The financial year of a church that contains a date, if any (reports over a year). */
export async function yearOf(ctx: ResourceContext, id: number) {
  const years = await ctx.scoped({ resource: "financial-years" });
  const [year] = await ctx.db
    .select()
    .from(financialYears)
    .where(years.where(and(eq(financialYears.id, id))))
    .limit(1);
  return year ?? null;
}
