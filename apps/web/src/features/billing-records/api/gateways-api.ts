import type { Gateway, GatewayName } from "@cm/contracts";
import { useCreateResource, useResourceList, useUpdateResource } from "../../../lib/resource-hooks";

export const GATEWAYS_PATH = "/subscriptions/gateways/";

/**
 * What the form sends. A secret is present only when the super admin typed a new one: leaving it
 * out keeps the stored value (the API never sends secrets back).
 */
export type GatewayInput = {
  display_name: string;
  is_active: boolean;
  public_key: string;
  secret_key?: string;
  webhook_secret?: string;
  /** Sent, after the warning was confirmed, to turn on a gateway that takes no money (the sandbox). */
  acknowledge_test_payments?: true;
};
export type GatewayCreateInput = GatewayInput & { name: GatewayName };

export function useGatewayList() {
  return useResourceList<Gateway>(GATEWAYS_PATH, { page: 1, page_size: 100, ordering: "name" });
}

export function useCreateGateway() {
  return useCreateResource<GatewayCreateInput, Gateway>(GATEWAYS_PATH);
}

export function useUpdateGateway() {
  return useUpdateResource<GatewayInput, Gateway>(GATEWAYS_PATH);
}
