import { API_ROOT, ENDPOINTS, type Endpoint, type ResourceEndpoint } from "@cm/contracts";
import { describe, expect, it } from "vitest";
import { resources } from "../../modules";

/**
 * Each resource's path, filters and actions are declared once in the contracts (ENDPOINTS): the
 * API registers at the declared path, the web's typed client and its tests' route table are built
 * from the declaration. This test holds the API's resource declarations to it.
 */
const endpoints = Object.values(ENDPOINTS) as readonly Endpoint[];
const declared = new Map(
  endpoints
    .filter((e): e is ResourceEndpoint => e.kind === "resource")
    .map((e) => [`${API_ROOT}${e.path}`, e]),
);

describe("the contracts' endpoint declarations", () => {
  it("declare every resource the API registers, at its path", () => {
    expect(resources.map((r) => r.path).filter((path) => !declared.has(path))).toEqual([]);
  });

  it("declare the list filters each resource applies", () => {
    const differ = resources.flatMap((r) => {
      const api = Object.keys(r.filters ?? {}).sort();
      const contract = [...(declared.get(r.path)?.filters ?? [])].sort();
      return JSON.stringify(api) === JSON.stringify(contract) ? [] : [`${r.path}: ${api} / ${contract}`];
    });
    expect(differ).toEqual([]);
  });

  it("declare each resource's actions by the names the API registers", () => {
    const differ = resources.flatMap((r) => {
      const api = Object.keys(r.actions ?? {}).sort();
      const contract = Object.keys(declared.get(r.path)?.actions ?? {}).sort();
      return JSON.stringify(api) === JSON.stringify(contract) ? [] : [`${r.path}: ${api} / ${contract}`];
    });
    expect(differ).toEqual([]);
  });
});
