import { apiPath, outboxEndpoints, outboxMessage } from "@cm/contracts";
import { mailOutbox } from "../../db/tables";
import { defineResource, readOnly } from "../../platform/resources/resource";

/** Read-only: lets a super admin hand over a reset link on an installation without SMTP. */
export const outboxResource = defineResource({
  name: "outbox",
  path: apiPath(outboxEndpoints),
  table: mailOutbox,
  entity: outboxMessage,
  scope: { kind: "global" },
  access: readOnly({ permission: "mail.read" }),
  search: ["to", "subject"],
  ordering: ["created_at"],
  defaultOrdering: "-created_at",
  filters: { to: "text", status: "text" },
});
