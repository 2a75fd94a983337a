import type { Gateway, GatewayCreateInput, GatewayInput } from "@cm/contracts";
import { gatewaysEndpoints } from "@cm/contracts";
import { useCreateResource, useResourceList, useUpdateResource } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const gatewaysClient = clientOf(gatewaysEndpoints);

/**
 * What the form sends. A secret is present only when the super admin typed a new one: leaving it
 * out keeps the stored value (the API never sends secrets back).
 */

export function useGatewayList() {
  return useResourceList<Gateway>(gatewaysClient.path, { page: 1, page_size: 100, ordering: "name" });
}

export function useCreateGateway() {
  return useCreateResource<GatewayCreateInput, Gateway>(gatewaysClient.path);
}

export function useUpdateGateway() {
  return useUpdateResource<GatewayInput, Gateway>(gatewaysClient.path);
}
