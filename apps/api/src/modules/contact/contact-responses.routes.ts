import {
  apiPath,
  contactResponse,
  contactResponseCreate,
  contactResponsesEndpoints,
  contactResponseUpdate,
  msg,
} from "@cm/contracts";
import { and, eq } from "drizzle-orm";
import { contactMessages, contactResponses } from "../../db/tables";
import { notFound } from "../../platform/errors";
import { translator } from "../../platform/i18n";
import { presenter, theRow } from "../../platform/resources/presenter";
import { actionsOf, defineResource, readWrite } from "../../platform/resources/resource";

const present = presenter(contactResponse);

/** Answers to contact messages; `send_to_user` e-mails one to the sender through the outbox. */
const action = actionsOf(contactResponses);

export const contactResponsesResource = defineResource({
  name: "contact-responses",
  path: apiPath(contactResponsesEndpoints),
  table: contactResponses,
  entity: contactResponse,
  create: contactResponseCreate,
  update: contactResponseUpdate,
  scope: { kind: "global" },
  access: readWrite({ permission: "contact.manage" }, { permission: "contact.manage" }),
  search: ["body"],
  ordering: ["created_at"],
  defaultOrdering: "-created_at",
  filters: { message: "int" },
  references: { message: "contact-messages" },
  beforeWrite: ({ principal }, data, existing) =>
    existing ? data : { ...data, sent_by: principal?.id ?? null },
  actions: {
    send_to_user: action.detail({
      method: "POST",
      access: { permission: "contact.manage" },
      summary: "E-mail this answer to the person who wrote the message",
      output: contactResponse,
      run: async ({ data, object, request, afterCommit, now }) => {
        const [message] = await data
          .select()
          .from(contactMessages)
          .where(eq(contactMessages.id, Number(object.message)));
        if (!message) throw notFound(msg("The message this answers no longer exists."));
        const row = theRow(
          await data
            .update(contactResponses)
            .set({ sent_at: now })
            .where(eq(contactResponses.id, object.id))
            .returning(),
        );
        await data
          .update(contactMessages)
          .set({ status: "IN_PROGRESS" })
          .where(and(eq(contactMessages.id, message.id), eq(contactMessages.status, "NEW")));
        // Framed in the language the visitor read the site in (the answer's writer's for a message
        // kept from before it was recorded); the body is as the office wrote it.
        const t = translator(message.language ?? request.language);
        const text = [
          t("Hello {name},", { name: message.name }),
          String(object.body),
          `— ${t("In reply to your message:")}\n${message.message}`,
        ].join("\n\n");
        afterCommit(() =>
          request.server.mailer.send({
            to: message.email,
            subject: t("Re: {subject}", { subject: message.subject }),
            text,
          }),
        );
        return present(row);
      },
    }),
  },
});
