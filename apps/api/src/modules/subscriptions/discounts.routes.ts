import {
  discount,
  discountCreate,
  discountUpdate,
  todayIso,
  validateDiscountInput,
  validateDiscountResult,
} from "@cm/contracts";
import { and, asc, eq, gte, isNull, lt, lte, or, sql } from "drizzle-orm";
import { z } from "zod";
import { discounts, plans } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { fieldError } from "../../platform/errors";
import { presenter } from "../../platform/resources/presenter";
import { defineResource, type Row, readWrite } from "../../platform/resources/resource";
import { checkDiscount, prepareDiscount } from "./discounts.service";
import { quote } from "./payments.service";

const present = presenter(discount);

/** Discount codes, written by the super admin; church admins check a code at checkout. */
export const discountsResource = defineResource({
  name: "discounts",
  path: "/api/subscriptions/discounts/",
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
    active_discounts: {
      on: "collection",
      method: "GET",
      access: { permission: "subscriptions.write" },
      summary: "Codes that can be used today: active, within their dates and not used up",
      output: z.array(discount),
      run: async ({ db }) => {
        const today = todayIso();
        const rows = await db
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
        return rows.map((r) => present(r as Row));
      },
    },
    validate_discount: {
      on: "collection",
      method: "POST",
      access: { permission: "subscriptions.manage" },
      summary: "What a code takes off the caller's church's charge for a plan, or why it does not apply",
      input: validateDiscountInput,
      output: validateDiscountResult,
      write: false,
      run: async ({ db, request, input }) => {
        const { code, plan: planId } = input as z.infer<typeof validateDiscountInput>;
        const church = principalOf(request).church;
        if (church === null) throw fieldError("non_field_errors", "Choose a church first.");
        const [plan] = await db
          .select()
          .from(plans)
          .where(and(eq(plans.id, planId), eq(plans.is_active, true)));
        if (!plan) throw fieldError("plan", "Choose an active plan.");
        const today = todayIso();
        const charge = await quote(db, church, plan, today);
        const { discount: _d, ...result } = await checkDiscount(db, code, plan.id, charge.amount, today);
        return result;
      },
    },
  },
});
