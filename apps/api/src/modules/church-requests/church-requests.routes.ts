import {
  apiPath,
  churchRequest,
  churchRequestCreate,
  churchRequestReview,
  churchRequestsEndpoints,
} from "@cm/contracts";
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { churchRequests } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { actionsOf, defineResource } from "../../platform/resources/resource";
import {
  approveRequest,
  cancelRequest,
  decorateRequests,
  prepareChurchRequest,
  presentRequests,
  rejectRequest,
} from "./church-requests.service";

const review = { permission: "church-requests.review" } as const;
const action = actionsOf(churchRequests);

/**
 * Requests to register a church. A requester sees their own; regional officers those of their
 * region; national roles all. Approval creates the church and makes the requester its admin.
 */
export const churchRequestsResource = defineResource({
  name: "church-requests",
  path: apiPath(churchRequestsEndpoints),
  table: churchRequests,
  entity: churchRequest,
  create: churchRequestCreate,
  scope: { kind: "owner", field: "requested_by", regionField: "region" },
  access: { list: "authenticated", retrieve: "authenticated", create: "authenticated" },
  search: ["church_name", "address", "contact_email"],
  ordering: ["created_at", "church_name", "status"],
  defaultOrdering: "-created_at",
  filters: { status: "text", region: "int", requested_by: "int" },
  decorate: (rows, ctx) => decorateRequests(ctx.unscoped("church-requests.requester"), rows),
  beforeWrite: (ctx, data) => prepareChurchRequest(ctx, data),
  actions: {
    list_my_requests: action.collection({
      method: "GET",
      access: "authenticated",
      summary: "Your own church requests, newest first",
      output: z.array(churchRequest),
      run: async (ctx) =>
        presentRequests(
          ctx.unscoped("church-requests.requester"),
          await ctx.data
            .select()
            .from(churchRequests)
            .where(eq(churchRequests.requested_by, principalOf(ctx.request).id))
            .orderBy(desc(churchRequests.created_at), desc(churchRequests.id)),
        ),
    }),
    approve: action.detail({
      method: "POST",
      access: review,
      summary: "Approve: create the church, make the requester its admin, start its trial; e-mails them",
      input: churchRequestReview,
      output: churchRequest,
      run: (ctx) => approveRequest(ctx, ctx.input.notes),
    }),
    reject: action.detail({
      method: "POST",
      access: review,
      summary: "Reject the request with a note; e-mails the requester",
      input: churchRequestReview,
      output: churchRequest,
      run: (ctx) => rejectRequest(ctx, ctx.input.notes),
    }),
    cancel: action.detail({
      method: "POST",
      access: "authenticated",
      summary: "The requester withdraws a pending request",
      output: churchRequest,
      canRun: (p, row) => row.requested_by === p.id,
      run: (ctx) => cancelRequest(ctx),
    }),
  },
});
