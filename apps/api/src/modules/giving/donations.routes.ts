import {
  apiPath,
  donation,
  donationCreate,
  donationReverseInput,
  donationsEndpoints,
  donationUpdate,
  givers,
  giversQuery,
  givingReport as givingReportAnswer,
  givingReportQuery,
  ownGiving as ownGivingAnswer,
  ownGivingQuery,
} from "@cm/contracts";
import { donations } from "../../db/tables";
import { actionsOf, defineResource, readWrite } from "../../platform/resources/resource";
import {
  decorateDonations,
  ownGiving,
  prepareDonationWrite,
  refuseDonationDelete,
  reverseDonation,
} from "./donations.service";
import { giversOf } from "./givers.service";
import { GIVING_CONFIRM, GIVING_READ, GIVING_WRITE } from "./giving-access";
import { givingReportFile } from "./giving-report-files";
import { givingReport } from "./giving-reports.service";

const action = actionsOf(donations);

export const donationsResource = defineResource({
  name: "donations",
  path: apiPath(donationsEndpoints),
  table: donations,
  entity: donation,
  create: donationCreate,
  update: donationUpdate,
  scope: { kind: "church", field: "church" },
  feature: "GIVING",
  access: readWrite(GIVING_READ, GIVING_WRITE),
  search: ["reference", "note"],
  ordering: ["given_on", "amount", "created_at"],
  defaultOrdering: "-given_on",
  filters: {
    church: "int",
    batch: "int",
    fund: "int",
    method: "text",
    member: "int",
    household: "int",
    is_final: "bool",
    given_on: "daterange",
  },
  references: { member: "members", household: "households", batch: "giving-batches" },
  decorate: (rows, ctx) => decorateDonations(ctx, rows),
  beforeWrite: prepareDonationWrite,
  beforeDelete: refuseDonationDelete,
  actions: {
    reverse: action.detail({
      method: "POST",
      access: GIVING_CONFIRM,
      summary:
        "Reverse a final gift with a reason: a negative entry in the same count, and the income its count posted lowered by as much (409 when not final or reversed already)",
      input: donationReverseInput,
      output: donation,
      run: (ctx) => reverseDonation(ctx, ctx.object, ctx.input.reason),
    }),
    mine: action.collection({
      method: "GET",
      access: "authenticated",
      feature: null,
      summary:
        "The signed-in member's own confirmed gifts of a year (their linked member record's), read only",
      input: ownGivingQuery,
      output: ownGivingAnswer,
      run: (ctx) => ownGiving(ctx, ctx.input.year ?? ctx.now.getUTCFullYear()),
    }),
    givers: action.collection({
      method: "GET",
      access: GIVING_READ,
      summary:
        "The active members (by name or phone) or the households (by name or phone) of a church that a gift can be put on, " +
        "at most 50 by name: what a giver picker needs, for those who record or read gifts without reading the roll",
      input: giversQuery,
      output: givers,
      run: (ctx) => giversOf(ctx, ctx.input),
    }),
    report: action.collection({
      method: "GET",
      access: GIVING_READ,
      summary:
        "The giving report of a church (yours unless named), a region or every church, as far as you reach, " +
        "for a financial year or dates (default: the church's current year): giving by fund and month, gifts and the average gift, first-time donors " +
        "and lapsed donors (gave in the previous period of equal length, not in this one). Confirmed gifts " +
        "only; a reversed gift and its reversal are both left out. format=json answers the figures; xlsx, " +
        "csv and pdf download them.",
      input: givingReportQuery,
      output: givingReportAnswer,
      run: async (ctx) => {
        const report = await givingReport(ctx, ctx.input);
        return ctx.input.format === "json" ? report : givingReportFile(ctx, report, ctx.input.format);
      },
    }),
  },
});
