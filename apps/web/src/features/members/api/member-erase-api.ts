import { membersEndpoints } from "@cm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { resourceKeys } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const membersClient = clientOf(membersEndpoints);

/** Erases a member's personal data on request; the erased member replaces the cached one. */
export function useEraseMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => membersClient.run("erase", { id }),
    onSuccess: (erased) => {
      client.setQueryData(resourceKeys.detail(membersClient.path, erased.id), erased);
      return client.invalidateQueries({ queryKey: resourceKeys.all(membersClient.path) });
    },
  });
}
