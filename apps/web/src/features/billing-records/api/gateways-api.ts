import type { Gateway, GatewayCreateInput, GatewayInput } from "@cm/contracts";
import { useCreateResource, useResourceList, useUpdateResource } from "../../../lib/resource-hooks";
import { apiClient } from "../../../lib/typed-client";

/**
 * What the form sends. A secret is present only when the super admin typed a new one: leaving it
 * out keeps the stored value (the API never sends secrets back).
 */

export function useGatewayList() {
  return useResourceList<Gateway>(apiClient.gateways.path, { page: 1, page_size: 100, ordering: "name" });
}

export function useCreateGateway() {
  return useCreateResource<GatewayCreateInput, Gateway>(apiClient.gateways.path);
}

export function useUpdateGateway() {
  return useUpdateResource<GatewayInput, Gateway>(apiClient.gateways.path);
}
