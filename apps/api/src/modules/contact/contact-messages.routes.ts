import {
  apiPath,
  assignInput,
  changeStatusInput,
  contactMessage,
  contactMessageCreate,
  contactMessagesEndpoints,
  contactMessageUpdate,
  msg,
} from "@cm/contracts";
import { and, eq } from "drizzle-orm";
import { contactMessages, users } from "../../db/tables";
import { tooManyRequests, ValidationError } from "../../platform/errors";
import { presenter, theRow } from "../../platform/resources/presenter";
import { actionsOf, defineResource } from "../../platform/resources/resource";

const present = presenter(contactMessage);

const action = actionsOf(contactMessages);

export const contactMessagesResource = defineResource({
  name: "contact-messages",
  path: apiPath(contactMessagesEndpoints),
  table: contactMessages,
  entity: contactMessage,
  create: contactMessageCreate,
  update: contactMessageUpdate,
  scope: { kind: "global" },
  access: {
    list: { permission: "contact.manage" },
    retrieve: { permission: "contact.manage" },
    create: "public",
    update: { permission: "contact.manage" },
    delete: { permission: "contact.manage" },
  },
  search: ["name", "email", "subject", "message"],
  ordering: ["created_at", "status"],
  defaultOrdering: "-created_at",
  filters: { status: "text", assigned_to: "int" },
  references: { assigned_to: "users" },
  beforeWrite: async (ctx, data, existing) => {
    const { principal, request } = ctx;
    if (existing) return data;
    // The contact form is public: a few messages an hour from one address is plenty for a person.
    const perAddress = request.server.rateLimits.limit("contact:address", 5, 3600);
    const wait = await perAddress.take(request.ip, ctx.data);
    if (wait > 0)
      throw tooManyRequests(msg("You have sent several messages already. Please try again later."), wait);
    return { ...data, status: "NEW" as const, user: principal?.id ?? null, language: request.language };
  },
  actions: {
    assign: action.detail({
      method: "POST",
      access: { permission: "contact.manage" },
      summary: "Give the message to a staff member to answer (null to unassign)",
      input: assignInput,
      output: contactMessage,
      run: async ({ data, input, object }) => {
        const { user_id } = input;
        if (user_id !== null) {
          const [staff] = await data
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, user_id), eq(users.is_active, true)));
          if (!staff) throw new ValidationError({ user_id: [msg("Choose an active user.")] });
        }
        const row = theRow(
          await data
            .update(contactMessages)
            .set({ assigned_to: user_id })
            .where(eq(contactMessages.id, object.id))
            .returning(),
        );
        return present(row);
      },
    }),
    change_status: action.detail({
      method: "POST",
      access: { permission: "contact.manage" },
      summary: "Move the message to another status",
      input: changeStatusInput,
      output: contactMessage,
      run: async ({ data, input, object }) => {
        const { status } = input;
        const row = theRow(
          await data
            .update(contactMessages)
            .set({ status })
            .where(eq(contactMessages.id, object.id))
            .returning(),
        );
        return present(row);
      },
    }),
  },
});
