import { endpoint, get, post, schemasOf } from "../common/endpoint";
import type * as StatementSchemas from "./statement.contract";

const schema = schemasOf<typeof StatementSchemas>();

/**
 * Giving statements: one donor's PDF, the member's own, a church's year as a ZIP of PDFs, and the
 * year's statements e-mailed to every donor (the list is what was e-mailed).
 */
export const givingStatementsEndpoints = endpoint("/giving/statements/", {
  entity: schema("givingStatementMailing"),
  create: false,
  update: false,
  remove: false,
  filters: ["church", "year", "member", "household"],
  actions: {
    statement: get("file"),
    mine: get("file"),
    archive: get("file"),
    send: post(schema("statementMailReport")),
  },
});
