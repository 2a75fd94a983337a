import {
  apiPath,
  currentYearAnswer,
  currentYearQuery,
  financialYear,
  financialYearCreate,
  financialYearsEndpoints,
  financialYearUpdate,
  msg,
  todayIso,
} from "@cm/contracts";
import { and, desc, eq, sql } from "drizzle-orm";
import { financialYears } from "../../db/tables";
import { fieldError } from "../../platform/errors";
import {
  actionsOf,
  defineResource,
  type ResourceContext,
  readWrite,
} from "../../platform/resources/resource";
import { CHURCH_SCOPE, read, write } from "./finance-books.service";
import { prepareYearWrite, refuseYearDelete } from "./financial-years.service";

const action = actionsOf(financialYears);
export const financialYearsResource = defineResource({
  name: "financial-years",
  path: apiPath(financialYearsEndpoints),
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
  beforeDelete: refuseYearDelete,
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
        if (church === undefined) throw fieldError("church", msg("Choose the church."));
        const years = await ctx.scoped({ church });
        const today = todayIso(ctx.now);
        const [found] = await years
          .rows(
            financialYears,
            sql`(${financialYears.is_current} or ${today}::date between ${financialYears.start_date} and ${financialYears.end_date})`,
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
  const [year] = await years.rows(financialYears, and(eq(financialYears.id, id))).limit(1);
  return year ?? null;
}
