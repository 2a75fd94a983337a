import {
  affiliateReasonInput,
  affiliateWithdrawal,
  affiliateWithdrawalCreate,
  affiliateWithdrawalsEndpoints,
  apiPath,
  markPaidInput,
} from "@cm/contracts";
import { sql } from "drizzle-orm";
import { affiliateWithdrawals, users } from "../../db/tables";
import { actionsOf, defineResource } from "../../platform/resources/resource";
import { ownUnlessManager } from "./affiliate-access";
import { MANAGE } from "./profiles.routes";
import { decorateWithdrawals, moveWithdrawal, prepareWithdrawal } from "./withdrawals.service";

const action = actionsOf(affiliateWithdrawals);

/**
 * Affiliates' requests to be paid: the affiliate asks (within their available balance) and may
 * cancel while it is pending; the super admin approves, rejects or records the payment.
 */
export const affiliateWithdrawalsResource = defineResource({
  name: "affiliate-withdrawals",
  path: apiPath(affiliateWithdrawalsEndpoints),
  table: affiliateWithdrawals,
  entity: affiliateWithdrawal,
  create: affiliateWithdrawalCreate,
  scope: { kind: "owner", field: "affiliate_user" },
  access: { list: "authenticated", retrieve: "authenticated", create: "authenticated" },
  visibleRows: ownUnlessManager(affiliateWithdrawals.affiliate_user),
  listFields: {
    affiliate_username: sql`(select ${users.username} from ${users} where ${users.id} = ${affiliateWithdrawals.affiliate_user})`,
  },
  search: ["affiliate_username", "payment_reference"],
  ordering: ["created_at", "amount", "status"],
  defaultOrdering: "-created_at",
  filters: { status: "text", currency: "text", affiliate: "int" },
  decorate: (rows, ctx) => decorateWithdrawals(ctx.unscoped("affiliates.people"), rows),
  beforeWrite: (ctx, data) => prepareWithdrawal(ctx, data),
  actions: {
    approve: action.detail({
      method: "POST",
      access: MANAGE,
      summary: "Approve a pending withdrawal for payment",
      output: affiliateWithdrawal,
      run: (ctx) => moveWithdrawal(ctx, ctx.object, "approve"),
    }),
    reject: action.detail({
      method: "POST",
      access: MANAGE,
      summary: "Reject a pending or approved withdrawal, with the reason; the amount returns to the balance",
      input: affiliateReasonInput,
      output: affiliateWithdrawal,
      run: (ctx) => moveWithdrawal(ctx, ctx.object, "reject", { reason: ctx.input.reason }),
    }),
    mark_paid: action.detail({
      method: "POST",
      access: MANAGE,
      summary: "Record that an approved withdrawal was paid, with the transfer's reference",
      input: markPaidInput,
      output: affiliateWithdrawal,
      run: (ctx) => moveWithdrawal(ctx, ctx.object, "mark_paid", { payment_reference: ctx.input.reference }),
    }),
    cancel: action.detail({
      method: "POST",
      access: "authenticated",
      summary: "The affiliate withdraws their own request while it is pending",
      output: affiliateWithdrawal,
      canRun: (p, row) => row.affiliate_user === p.id,
      run: (ctx) => moveWithdrawal(ctx, ctx.object, "cancel"),
    }),
  },
});
