import { invoice, invoiceActionInput, invoiceCreate } from "@cm/contracts";
import { invoices } from "../../db/tables";
import { actionsOf, defineResource } from "../../platform/resources/resource";
import { printableInvoice } from "./invoice-print.service";
import { changeInvoice, decorateInvoices, INVOICES_PATH, prepareInvoice } from "./invoices.service";

const action = actionsOf(invoices);

/**
 * Charges to churches. The super admin writes them (payments also issue them); the church's
 * officers read them and print them (`{id}/print/`).
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
  filters: { subscription: "int", church: "int", status: "text", is_test: "bool" },
  references: { church: "churches", subscription: "subscriptions" },
  decorate: (rows, ctx) => decorateInvoices(ctx.data, rows),
  beforeWrite: (ctx, data) => prepareInvoice(ctx, data),
  actions: {
    process_action: action.detail({
      method: "POST",
      access: { permission: "subscriptions.write" },
      summary: "Issue an invoice, record it paid, or void it",
      input: invoiceActionInput,
      output: invoice,
      run: ({ data, object, input, now }) => changeInvoice(data, object, input.action, now),
    }),
    print: action.detail({
      method: "GET",
      access: { permission: "subscriptions.read" },
      mode: "export",
      summary: "The invoice as a printable HTML page",
      run: ({ data, object }) => printableInvoice(data, object),
    }),
  },
});
