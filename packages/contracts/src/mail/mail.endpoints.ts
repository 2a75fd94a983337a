import { endpoint, schemasOf } from "../common/endpoint";
import type * as OutboxSchemas from "./outbox.contract";

const schema = schemasOf<typeof OutboxSchemas>();

export const outboxEndpoints = endpoint("/mail/outbox/", {
  entity: schema("outboxMessage"),
  create: false,
  update: false,
  remove: false,
  filters: ["to", "status"],
});
