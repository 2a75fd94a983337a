import {
  apiPath,
  givingStatementMailing,
  givingStatementQuery,
  givingStatementsEndpoints,
  msg,
  ownStatementQuery,
  statementMailInput,
  statementMailReport,
  statementYearQuery,
} from "@cm/contracts";
import { eq } from "drizzle-orm";
import { givingStatementMailings, members, users } from "../../db/tables";
import { fieldError, notFound } from "../../platform/errors";
import { reportPdf } from "../../platform/report-files";
import { actionsOf, defineResource, type ResourceContext, readOnly } from "../../platform/resources/resource";
import { GIVING_CONFIRM, GIVING_READ } from "./giving-access";
import { donorInReach, donorStatement, giftsOf, statementChurch } from "./statements.service";
import { NO_CHURCH, sendStatements, statementsArchive, yearPeriod } from "./statements-batch.service";

const action = actionsOf(givingStatementMailings);

/** The church a year's statements are of: the one named (in reach, else 404), else the caller's own. */
async function churchOf(ctx: ResourceContext, named: number | undefined) {
  const id = named ?? ctx.principal?.church ?? null;
  if (id === null) throw fieldError("church", NO_CHURCH);
  await ctx.reach({ church: id });
  return statementChurch(ctx.data, id);
}

/** The signed-in account as the donor of an empty statement (no member record is linked to it). */
async function accountAsDonor(ctx: ResourceContext) {
  const [account] = await ctx.data
    .select({ first_name: users.first_name, last_name: users.last_name, church: users.church })
    .from(users)
    .where(eq(users.id, ctx.principal?.id ?? 0))
    .limit(1);
  if (!account?.church) throw notFound(msg("Your account is not linked to a member record yet."));
  return {
    member: null,
    household: null,
    church: account.church,
    name: `${account.first_name} ${account.last_name}`.trim(),
    address: "",
    email: "",
    language: null,
  };
}

/**
 * Giving statements. The list is the statements e-mailed (one per donor and year); the actions
 * make a donor's PDF, the signed-in member's own, a church's year as a ZIP, and e-mail the year.
 */
export const givingStatementsResource = defineResource({
  name: "giving-statements",
  path: apiPath(givingStatementsEndpoints),
  table: givingStatementMailings,
  entity: givingStatementMailing,
  scope: { kind: "church", field: "church" },
  feature: "GIVING",
  access: readOnly(GIVING_READ),
  search: ["donor_name", "to"],
  ordering: ["created_at", "donor_name"],
  defaultOrdering: "-created_at",
  filters: { church: "int", year: "int", member: "int", household: "int" },
  actions: {
    statement: action.collection({
      method: "GET",
      mode: "export",
      access: GIVING_READ,
      summary:
        "A donor's giving statement as a PDF (a member or a household; a year, or date_from and date_to): " +
        "the church's name and address, the confirmed gifts by date, fund and method (a reversed gift and " +
        "its reversal cancel out), totals per fund and overall, in the donor's language",
      input: givingStatementQuery,
      run: async (ctx) => {
        const q = ctx.input;
        const donor = await donorInReach(ctx.data, {
          member: q.member ?? null,
          household: q.household ?? null,
        });
        const church = await statementChurch(ctx.data, donor.church);
        const year = q.year ?? ctx.now.getUTCFullYear();
        const period = q.date_from && q.date_to ? { from: q.date_from, to: q.date_to } : yearPeriod(year);
        const gifts = await giftsOf(ctx.data, church.id, [donor], period);
        const { doc, t } = donorStatement(church, donor, gifts, period, ctx.now);
        await ctx.audit({ changes: { ...q, period: `${period.from}/${period.to}` } });
        return reportPdf(doc, t);
      },
    }),
    mine: action.collection({
      method: "GET",
      mode: "export",
      access: "authenticated",
      feature: null,
      summary: "The signed-in member's own giving statement of a year as a PDF, in their language",
      input: ownStatementQuery,
      run: async (ctx) => {
        const roll = await ctx.scoped({ resource: "members" });
        const [member] = await roll.rows(members, eq(members.user, ctx.principal?.id ?? 0)).limit(1);
        const period = yearPeriod(ctx.input.year ?? ctx.now.getUTCFullYear());
        // An account not linked to a member record has no gifts of its own: its statement is empty.
        const donor = member
          ? await donorInReach(ctx.data, { member: member.id, household: null })
          : await accountAsDonor(ctx);
        const church = await statementChurch(ctx.data, donor.church);
        const gifts = member ? await giftsOf(ctx.data, church.id, [donor], period) : [];
        // The reader is the donor: their statement is in the language they read the app in.
        const { doc, t } = donorStatement(church, donor, gifts, period, ctx.now, ctx.request.language);
        await ctx.audit({ objectId: member?.id ?? null, changes: { year: period.from.slice(0, 4) } });
        return reportPdf(doc, t);
      },
    }),
    archive: action.collection({
      method: "GET",
      mode: "export",
      access: GIVING_READ,
      summary:
        "Every donor's statement of a church's year as one ZIP of PDFs, each in its donor's language, " +
        "made as it downloads (memory stays flat whatever the number of donors)",
      input: statementYearQuery,
      run: async (ctx) => {
        const church = await churchOf(ctx, ctx.input.church);
        await ctx.audit({ changes: { year: ctx.input.year, church: church.id } });
        return statementsArchive(ctx.data, church, ctx.input.year, ctx.now);
      },
    }),
    send: action.collection({
      method: "POST",
      access: GIVING_CONFIRM,
      summary:
        "E-mails a church's year of statements to every donor with an address, through the outbox, once " +
        "per donor and year (asked again, none is sent twice); answers the donors without an address",
      input: statementMailInput,
      output: statementMailReport,
      run: async (ctx) => sendStatements(ctx, await churchOf(ctx, ctx.input.church), ctx.input.year),
    }),
  },
});
