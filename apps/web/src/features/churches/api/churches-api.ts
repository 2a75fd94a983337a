import type { Church } from "@cm/contracts";
import { type ListParams, useResourceList } from "../../../lib/resource-hooks";

export const CHURCHES_PATH = "/churches/churches/";

/** Orderings the API accepts for churches. */
export const CHURCH_ORDERINGS = ["name", "city", "created_at"] as const;

export function useChurchList(params: ListParams) {
  return useResourceList<Church>(CHURCHES_PATH, params);
}
