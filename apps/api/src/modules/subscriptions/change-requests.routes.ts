import {
  apiPath,
  cancelChangeRequestInput,
  changeRequest,
  changeRequestCreate,
  changeRequestsEndpoints,
  processChangeRequestInput,
  subscriptionIdQuery,
} from "@cm/contracts";
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { changeRequests } from "../../db/tables";
import { actionsOf, defineResource } from "../../platform/resources/resource";
import {
  changeRequestsListFields,
  decorateChanges,
  prepareChangeRequest,
  presentChanges,
  processChange,
  withdrawChange,
} from "./change-requests.service";

/**
 * Changes a church asks for (UPGRADE, DOWNGRADE, CANCEL, RENEW) on an effective date. Church
 * admins ask and may withdraw a pending one; the super admin processes them; officers of the
 * church read them.
 */
const action = actionsOf(changeRequests);

export const changeRequestsResource = defineResource({
  name: "change-requests",
  path: apiPath(changeRequestsEndpoints),
  table: changeRequests,
  listFields: changeRequestsListFields,
  entity: changeRequest,
  create: changeRequestCreate,
  scope: { kind: "church", field: "church" },
  access: {
    list: { permission: "subscriptions.read" },
    retrieve: { permission: "subscriptions.read" },
    create: { permission: "subscriptions.manage" },
  },
  search: ["reason", "admin_notes", "target_plan_name", "current_plan_name"],
  ordering: ["created_at", "effective_date", "status"],
  defaultOrdering: "-created_at",
  filters: { subscription: "int", church: "int", status: "text", request_type: "text" },
  references: { subscription: "subscriptions", target_plan: "plans" },
  decorate: (rows, ctx) => decorateChanges(ctx.data, rows),
  beforeWrite: (ctx, data) => prepareChangeRequest(ctx, data),
  actions: {
    by_subscription: action.collection({
      method: "GET",
      access: { permission: "subscriptions.read" },
      summary: "The change requests of one subscription, newest first",
      input: subscriptionIdQuery,
      references: { subscription_id: "subscriptions" },
      output: z.array(changeRequest),
      run: async ({ data, input, scoped }) =>
        presentChanges(
          data,
          await data
            .select()
            .from(changeRequests)
            .where((await scoped()).where(eq(changeRequests.subscription, input.subscription_id)))
            .orderBy(desc(changeRequests.created_at), desc(changeRequests.id)),
        ),
    }),
    process_request: action.detail({
      method: "POST",
      access: { permission: "subscriptions.write" },
      summary: "Approve or reject a pending change; an approved change whose date has come applies at once",
      input: processChangeRequestInput,
      output: changeRequest,
      run: (ctx) => processChange(ctx, ctx.input),
    }),
    cancel: action.detail({
      method: "POST",
      access: { permission: "subscriptions.manage" },
      summary: "The church withdraws a pending change (409 once it is approved, rejected or applied)",
      input: cancelChangeRequestInput,
      output: changeRequest,
      run: (ctx) => withdrawChange(ctx, ctx.input),
    }),
  },
});
