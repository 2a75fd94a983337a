import {
  apiPath,
  appliedDiscount,
  applyDiscountInput,
  availableDiscount,
  discount,
  discountCreate,
  discountsEndpoints,
  discountUpdate,
  hasPermission,
  msg,
  todayIso,
  validateDiscountInput,
  validateDiscountResult,
} from "@cm/contracts";
import { and, asc, eq, gte, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { discounts } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { fieldError } from "../../platform/errors";
import { presenter } from "../../platform/resources/presenter";
import { actionsOf, defineResource, readWrite } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { prepareDiscount } from "./discounts.service";
import { activePlan, priceCheckout } from "./payments.service";

const _present = presenter(discount);
const action = actionsOf(discounts);

/** The caller's church's checkout for a plan priced with a code, exactly as `process` would charge it. */
async function priced(db: Data, request: FastifyRequest, input: { code: string; plan: number }, now: Date) {
  const church = principalOf(request).church;
  if (church === null) throw fieldError("non_field_errors", msg("Choose a church first."));
  const plan = await activePlan(db, input.plan);
  return { plan, price: await priceCheckout(db, church, plan, todayIso(now), input.code) };
}

/** Discount codes, written by the super admin; church admins check a code at checkout. */
export const discountsResource = defineResource({
  name: "discounts",
  path: apiPath(discountsEndpoints),
  table: discounts,
  entity: discount,
  create: discountCreate,
  update: discountUpdate,
  scope: { kind: "global" },
  access: readWrite({ permission: "subscriptions.write" }, { permission: "subscriptions.write" }),
  search: ["code", "description"],
  ordering: ["created_at", "code", "valid_until", "times_used"],
  defaultOrdering: "-created_at",
  filters: { is_active: "bool", kind: "text" },
  beforeWrite: (ctx, data, existing) => prepareDiscount(ctx, data, existing),
  actions: {
    active_discounts: action.collection({
      method: "GET",
      access: { permission: "subscriptions.manage" },
      summary:
        "Discounts usable today (active, within their dates, not used up) for those who pay for a subscription; the code of a private one is null",
      output: z.array(availableDiscount),
      run: async ({ data, now, principal }) => {
        const today = todayIso(now);
        const rows = await data
          .select()
          .from(discounts)
          .where(
            and(
              eq(discounts.is_active, true),
              or(isNull(discounts.valid_from), lte(discounts.valid_from, today)),
              or(isNull(discounts.valid_until), gte(discounts.valid_until, today)),
              or(isNull(discounts.usage_limit), lt(discounts.times_used, sql`${discounts.usage_limit}`)),
            ),
          )
          .orderBy(asc(discounts.code));
        // The super admin, who writes the codes, sees them all.
        const seesEveryCode = principal !== null && hasPermission(principal, "subscriptions.write");
        return rows.map((d) => ({
          id: d.id,
          code: d.is_public || seesEveryCode ? d.code : null,
          description: d.description,
          kind: d.kind,
          value: d.value,
          valid_until: d.valid_until,
          plans: d.plans,
        }));
      },
    }),
    validate_discount: action.collection({
      method: "POST",
      access: { permission: "subscriptions.manage" },
      summary: "What a code takes off the caller's church's charge for a plan, or why it does not apply",
      input: validateDiscountInput,
      output: validateDiscountResult,
      mode: "read",
      run: async ({ data, request, input, now }) => {
        const { price } = await priced(data, request, input, now);
        return {
          valid: price.discount_problem === "",
          amount_off: price.discount_amount,
          final_amount: price.final_amount,
          reason: price.discount_problem,
        };
      },
    }),
    apply_discount: action.collection({
      method: "POST",
      access: { permission: "subscriptions.manage" },
      summary:
        "Price your church's checkout for a plan with a code: {discount, plan, purpose, " +
        "original_amount, discount_amount, final_amount, currency, lines}, exactly what `process` " +
        "(or `renew`) with this discount_code will charge now. A code that does not apply is 400 " +
        "{code: [reason]}. Nothing is reserved: the code counts as used only when the payment succeeds.",
      input: applyDiscountInput,
      output: appliedDiscount,
      mode: "read",
      run: async ({ data, request, input, now }) => {
        const { plan, price } = await priced(data, request, input, now);
        const d = price.discount;
        if (!d) throw fieldError("code", price.discount_problem);
        return {
          discount: { id: d.id, code: d.code, description: d.description, kind: d.kind, value: d.value },
          plan: plan.id,
          purpose: price.purpose,
          original_amount: price.original_amount,
          discount_amount: price.discount_amount,
          final_amount: price.final_amount,
          currency: price.currency,
          lines: price.lines,
        };
      },
    }),
  },
});
