import { invoice, invoiceActionInput, invoiceCreate } from "@cm/contracts";
import type { z } from "zod";
import { invoices } from "../../db/tables";
import { defineResource } from "../../platform/resources/resource";
import { changeInvoice, decorateInvoices, INVOICES_PATH, prepareInvoice } from "./invoices.service";

/**
 * Charges to churches. The super admin writes them (payments also issue them); the church's
 * officers read them and print them (`{id}/print/`, in invoices-print.routes.ts).
 */
export const invoicesResource = defineResource({
  name: "invoices",
  path: INVOICES_PATH,
  table: invoices,
  entity: invoice,
  create: invoiceCreate,
  scope: { kind: "church", field: "church" },
  access: {
    list: { permission: "subscriptions.read" },
    retrieve: { permission: "subscriptions.read" },
    create: { permission: "subscriptions.write" },
  },
  search: ["number", "description"],
  ordering: ["created_at", "number", "amount", "due_date", "status"],
  defaultOrdering: "-created_at",
  filters: { subscription: "int", church: "int", status: "text" },
  references: { church: "churches", subscription: "subscriptions" },
  decorate: (rows, ctx) => decorateInvoices(ctx.db, rows),
  beforeWrite: (ctx, data) => prepareInvoice(ctx, data),
  actions: {
    process_action: {
      on: "detail",
      method: "POST",
      access: { permission: "subscriptions.write" },
      summary: "Issue an invoice, record it paid, or void it",
      input: invoiceActionInput,
      output: invoice,
      run: ({ db, object, input }) =>
        changeInvoice(
          db,
          object as Parameters<typeof changeInvoice>[1],
          (input as z.infer<typeof invoiceActionInput>).action,
        ),
    },
  },
});
