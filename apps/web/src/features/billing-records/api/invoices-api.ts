import type { Invoice } from "@cm/contracts";
import { invoicesEndpoints } from "@cm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { API_ROOT, api } from "../../../lib/api-client";
import { translator } from "../../../lib/i18n";
import { type ListParams, resourceKeys, useResource, useResourceList } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const t = translator("billing-records");
const invoicesClient = clientOf(invoicesEndpoints);

export function useInvoiceList(params: ListParams) {
  return useResourceList<Invoice>(invoicesClient.path, params);
}

export function useInvoice(id: string | undefined) {
  return useResource<Invoice>(invoicesClient.path, id);
}

export type InvoiceAction = "issue" | "mark_paid" | "void";

export function useInvoiceAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: InvoiceAction }) =>
      invoicesClient.run("process_action", { id: id, body: { action } }),
    onSuccess: (invoice) => {
      client.setQueryData(resourceKeys.detail(invoicesClient.path, invoice.id), invoice);
      return client.invalidateQueries({ queryKey: resourceKeys.lists(invoicesClient.path) });
    },
  });
}

/**
 * The printable page of an invoice as HTML. It needs the bearer token, so it comes through the
 * API client (with its refresh on 401) rather than a plain link.
 */
export async function fetchInvoiceHtml(invoice: Pick<Invoice, "id" | "print_url">): Promise<string> {
  const path = invoice.print_url.startsWith(`${API_ROOT}/`)
    ? invoice.print_url.slice(API_ROOT.length)
    : invoicesClient.actionPath("print", invoice.id);
  const body = await api.get<unknown>(path);
  if (typeof body !== "string") throw new Error(t("The invoice page could not be read."));
  return body;
}
