import {
  apiPath,
  givingBatch,
  givingBatchCreate,
  givingBatchesEndpoints,
  givingBatchUpdate,
} from "@cm/contracts";
import { givingBatches } from "../../db/tables";
import { actionsOf, defineResource, readWrite } from "../../platform/resources/resource";
import {
  confirmBatch,
  decorateBatches,
  prepareBatchWrite,
  refuseBatchDelete,
  reopenBatch,
  submitBatch,
} from "./batches.service";
import { GIVING_CONFIRM, GIVING_READ, GIVING_WRITE } from "./giving-access";

const action = actionsOf(givingBatches);

export const givingBatchesResource = defineResource({
  name: "giving-batches",
  path: apiPath(givingBatchesEndpoints),
  table: givingBatches,
  entity: givingBatch,
  create: givingBatchCreate,
  update: givingBatchUpdate,
  scope: { kind: "church", field: "church" },
  feature: "GIVING",
  access: readWrite(GIVING_READ, GIVING_WRITE),
  ordering: ["service_date", "created_at", "status"],
  defaultOrdering: "-service_date",
  filters: { church: "int", status: "text", service_date: "daterange" },
  references: { church: "churches" },
  decorate: (rows, ctx) => decorateBatches(ctx, rows),
  beforeWrite: prepareBatchWrite,
  beforeDelete: refuseBatchDelete,
  actions: {
    submit: action.detail({
      method: "POST",
      access: GIVING_WRITE,
      summary:
        "Hand an OPEN count over for confirmation: its gifts must add up to the expected total (400 otherwise)",
      output: givingBatch,
      run: (ctx) => submitBatch(ctx, ctx.object),
    }),
    confirm: action.detail({
      method: "POST",
      access: GIVING_CONFIRM,
      summary:
        "Confirm a SUBMITTED count (not one you submitted: 403; twice: 409). Its gifts become final and one income record per fund is posted to finance in the same transaction.",
      output: givingBatch,
      run: (ctx) => confirmBatch(ctx, ctx.object),
    }),
    reopen: action.detail({
      method: "POST",
      access: GIVING_CONFIRM,
      summary: "Send a SUBMITTED count back to be corrected (a confirmed one is final: 409)",
      output: givingBatch,
      run: (ctx) => reopenBatch(ctx, ctx.object),
    }),
  },
});
