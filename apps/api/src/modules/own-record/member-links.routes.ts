import {
  apiPath,
  memberLink,
  memberLinked,
  memberLinkInput,
  memberLinksEndpoints,
  memberUnlinkInput,
} from "@cm/contracts";
import { eq } from "drizzle-orm";
import { memberLinkRequests } from "../../db/tables";
import { actionsOf, defineResource } from "../../platform/resources/resource";
import { linkUser, stillPending, unlinkUser } from "./member-links.service";
import { decorateLinks, proposeLinks } from "./own-record.service";

const write = { permission: "members.write" } as const;
const action = actionsOf(memberLinkRequests);

/**
 * User accounts and the members they may be: proposed when an account of a church has the e-mail
 * of one of its members, confirmed or declined by the church office; and linking by hand.
 */
export const memberLinksResource = defineResource({
  name: "member-links",
  path: apiPath(memberLinksEndpoints),
  table: memberLinkRequests,
  entity: memberLink,
  scope: { kind: "church", field: "church" },
  feature: "MEMBER_MANAGEMENT",
  access: { list: write, retrieve: write },
  ordering: ["created_at"],
  defaultOrdering: "-created_at",
  filters: { church: "int", member: "int", status: "text" },
  // Accounts that joined a church with a member's e-mail are proposed when its office looks: for
  // the caller's church, or the one the list names (a national list does not sweep every church).
  beforeList: async (ctx, query) => {
    const church = typeof query.church === "number" ? query.church : (ctx.principal?.church ?? null);
    return church !== null && (await proposeLinks(ctx, church)) > 0;
  },
  decorate: (rows, ctx) => decorateLinks(ctx.data, rows),
  actions: {
    confirm: action.detail({
      method: "POST",
      access: write,
      summary: "Confirm that the account is the member's: the member is linked to it",
      output: memberLinked,
      run: (ctx) => {
        stillPending(ctx.object);
        return linkUser(ctx, ctx.object.member, ctx.object.user);
      },
    }),
    decline: action.detail({
      method: "POST",
      access: write,
      summary: "The account is not the member's: the proposal is kept as declined and not made again",
      output: memberLink,
      run: async (ctx) => {
        stillPending(ctx.object);
        const [row] = await ctx.data
          .update(memberLinkRequests)
          .set({ status: "DECLINED" })
          .where(eq(memberLinkRequests.id, ctx.object.id))
          .returning();
        const [shown] = await decorateLinks(ctx.data, row ? [row] : []);
        return shown;
      },
    }),
    link: action.collection({
      method: "POST",
      access: write,
      summary:
        "Link a user account of the member's church to the member (409 when either is linked to another)",
      input: memberLinkInput,
      output: memberLinked,
      run: (ctx) => linkUser(ctx, ctx.input.member, ctx.input.user),
    }),
    unlink: action.collection({
      method: "POST",
      access: write,
      summary: "Take the user account off a member",
      input: memberUnlinkInput,
      output: memberLinked,
      run: (ctx) => unlinkUser(ctx, ctx.input.member),
    }),
  },
});
