import type { Church, Payment } from "@cm/contracts";
import { churchesEndpoints, invoicesEndpoints, paymentsEndpoints } from "@cm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ListParams, resourceKeys, useResource, useResourceList } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const churchesClient = clientOf(churchesEndpoints);
const invoicesClient = clientOf(invoicesEndpoints);
const paymentsClient = clientOf(paymentsEndpoints);

export function usePaymentList(params: ListParams) {
  return useResourceList<Payment>(paymentsClient.path, params);
}

export function usePayment(id: string | undefined) {
  return useResource<Payment>(paymentsClient.path, id);
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
      paymentsClient.run(action, { id: id }),
    onSuccess: (payment) => {
      client.setQueryData(resourceKeys.detail(paymentsClient.path, payment.id), payment);
      void client.invalidateQueries({ queryKey: resourceKeys.lists(paymentsClient.path) });
      void client.invalidateQueries({ queryKey: resourceKeys.all(invoicesClient.path) });
    },
  });
}

/** Every church the user reaches, by name: the church filter and the church column. */
export function useChurchChoices(enabled = true) {
  return useResourceList<Church>(
    churchesClient.path,
    { page: 1, page_size: 100, ordering: "name" },
    { enabled },
  );
}
