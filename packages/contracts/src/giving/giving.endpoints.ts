import { endpoint, get, postOne, schemasOf } from "../common/endpoint";
import type * as BatchSchemas from "./batch.contract";
import type * as DonationSchemas from "./donation.contract";
import type * as FundSchemas from "./fund.contract";
import type * as GivingReportSchemas from "./giving-report.contract";
import type * as PledgeSchemas from "./pledge.contract";

const schema = schemasOf<
  typeof BatchSchemas & typeof DonationSchemas & typeof FundSchemas & typeof GivingReportSchemas
>();
const pledgeSchema = schemasOf<typeof PledgeSchemas>();

export const fundsEndpoints = endpoint("/giving/funds/", {
  entity: schema("fund"),
  create: schema("fundCreate"),
  update: schema("fundUpdate"),
  filters: ["church", "is_active"],
  actions: {},
});

export const givingBatchesEndpoints = endpoint("/giving/batches/", {
  entity: schema("givingBatch"),
  create: schema("givingBatchCreate"),
  update: schema("givingBatchUpdate"),
  filters: ["church", "status", "service_date"],
  actions: {
    submit: postOne(schema("givingBatch")),
    confirm: postOne(schema("givingBatch")),
    reopen: postOne(schema("givingBatch")),
  },
});

export const donationsEndpoints = endpoint("/giving/donations/", {
  entity: schema("donation"),
  create: schema("donationCreate"),
  update: schema("donationUpdate"),
  filters: ["church", "batch", "fund", "method", "member", "household", "is_final", "given_on"],
  actions: {
    reverse: postOne(schema("donation")),
    mine: get(schema("ownGiving")),
    report: get(schema("givingReport")),
    givers: get(schema("givers")),
  },
});

export const pledgesEndpoints = endpoint("/giving/pledges/", {
  entity: pledgeSchema("pledge"),
  create: pledgeSchema("pledgeCreate"),
  update: pledgeSchema("pledgeUpdate"),
  filters: ["church", "fund", "member", "household"],
  actions: {
    mine: get(pledgeSchema("ownPledges")),
  },
});
