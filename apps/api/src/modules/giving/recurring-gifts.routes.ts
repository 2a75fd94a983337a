import { apiPath, recurringGift, recurringGiftsEndpoints } from "@cm/contracts";
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { recurringGifts } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { presenter } from "../../platform/resources/presenter";
import { actionsOf, defineResource, readOnly } from "../../platform/resources/resource";
import { changeStandingGift, decorateRecurringGifts } from "./recurring-gifts.service";

const action = actionsOf(recurringGifts);
const present = presenter(recurringGift);
const step = (name: "pause" | "resume" | "cancel", summary: string) =>
  action.detail({
    method: "POST",
    access: "authenticated",
    summary,
    output: recurringGift,
    run: (ctx) => changeStandingGift(ctx, ctx.object, name),
  });

/**
 * A donor's standing weekly or monthly gifts, made by the giving page and charged by the
 * scheduler. They are the donor's own: nobody else reads, pauses, resumes or cancels them.
 */
export const recurringGiftsResource = defineResource({
  name: "recurring-gifts",
  path: apiPath(recurringGiftsEndpoints),
  table: recurringGifts,
  entity: recurringGift,
  scope: { kind: "owner", field: "user" },
  access: readOnly("authenticated"),
  search: ["donor_name"],
  ordering: ["created_at", "amount", "next_charge_on"],
  defaultOrdering: "-created_at",
  filters: { church: "int", fund: "int", status: "text", frequency: "text" },
  decorate: (rows, ctx) => decorateRecurringGifts(ctx.unscoped("giving.online-gifts"), rows),
  actions: {
    mine: action.collection({
      method: "GET",
      access: "authenticated",
      summary: "Your standing gifts, newest first (at most 100)",
      output: z.array(recurringGift),
      run: async ({ data, unscoped, request }) =>
        (
          await decorateRecurringGifts(
            unscoped("giving.online-gifts"),
            await data
              .select()
              .from(recurringGifts)
              .where(eq(recurringGifts.user, principalOf(request).id))
              .orderBy(desc(recurringGifts.created_at), desc(recurringGifts.id))
              .limit(100),
          )
        ).map((r) => present(r)),
    }),
    pause: step("pause", "Pause your active standing gift: nothing is charged until you resume it"),
    resume: step("resume", "Resume your paused standing gift from its next day not yet past"),
    cancel: step("cancel", "Cancel your standing gift for good"),
  },
});
