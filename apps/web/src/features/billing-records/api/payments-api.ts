import type { Church, Payment } from "@cm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type ListParams, resourceKeys, useResource, useResourceList } from "../../../lib/resource-hooks";
import { INVOICES_PATH } from "./invoices-api";

export const PAYMENTS_PATH = "/subscriptions/payments/";
const CHURCHES_PATH = "/churches/churches/";

export function usePaymentList(params: ListParams) {
  return useResourceList<Payment>(PAYMENTS_PATH, params);
}

export function usePayment(id: string | undefined) {
  return useResource<Payment>(PAYMENTS_PATH, id);
}

export type PaymentAction = "mark_paid" | "refund";

/**
 * The super admin's two steps on a payment: record a bank transfer as received, or record a
 * refund. Either changes the payment's invoice too, so both lists are refreshed.
 */
export function usePaymentAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: PaymentAction }) =>
      api.post<Payment>(`${PAYMENTS_PATH}${id}/${action}/`),
    onSuccess: (payment) => {
      client.setQueryData(resourceKeys.detail(PAYMENTS_PATH, payment.id), payment);
      void client.invalidateQueries({ queryKey: resourceKeys.lists(PAYMENTS_PATH) });
      void client.invalidateQueries({ queryKey: resourceKeys.all(INVOICES_PATH) });
    },
  });
}

/** Every church the user reaches, by name: the church filter and the church column. */
export function useChurchChoices(enabled = true) {
  return useResourceList<Church>(CHURCHES_PATH, { page: 1, page_size: 100, ordering: "name" }, { enabled });
}
