import { endpoint } from "../common/endpoint";
import { outboxMessage } from "./outbox.contract";

export const outboxEndpoints = endpoint("/mail/outbox/", {
  entity: outboxMessage,
  create: false,
  update: false,
  remove: false,
  filters: ["to", "status"],
});
