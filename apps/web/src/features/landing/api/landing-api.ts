import type { OrganisationFigures } from "@cm/contracts";
import { churchesEndpoints } from "@cm/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { clientOf } from "../../../lib/typed-client";

const churchesClient = clientOf(churchesEndpoints);

/** Real figures of the installation for the public home page (counted by the server every few minutes). */
export function useOrganisationFigures() {
  return useQuery({
    queryKey: ["churches/churches", "public_figures"],
    queryFn: ({ signal }) =>
      api.get<OrganisationFigures>(churchesClient.actionPath("public_figures"), undefined, {
        signal,
        public: true,
      }),
    staleTime: 5 * 60_000,
  });
}
