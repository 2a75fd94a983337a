import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page, stubApi } from "../test/api-stub";
import { jsonResponse, localAdmin, makeChurch, tokenExpiringIn } from "../test/fixtures";
import { listQuery, resourceKeys, useResourceList, useUpdateResource } from "./resource-hooks";
import { sessionStore } from "./session";

const PATH = "/churches/churches/";

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe("resource hooks", () => {
  beforeEach(() => sessionStore.set({ access: tokenExpiringIn(600), refresh: "r", user: localAdmin }));
  afterEach(() => vi.unstubAllGlobals());

  it("builds stable keys and drops empty params", () => {
    const params = {
      page: 1,
      page_size: 20,
      search: "",
      ordering: "-name",
      filters: { is_active: true, city: undefined },
    };
    expect(listQuery(params)).toEqual({ page: 1, page_size: 20, ordering: "-name", is_active: true });
    expect(resourceKeys.list(PATH, params)).toEqual([
      "churches/churches",
      "list",
      { page: 1, page_size: 20, ordering: "-name", is_active: true },
    ]);
    expect(resourceKeys.detail(PATH, 12)).toEqual(["churches/churches", "detail", "12"]);
  });

  it("lists with the query string and refetches the list after an update", async () => {
    const calls = stubApi(({ method }) =>
      method === "PATCH"
        ? jsonResponse(200, makeChurch({ id: 12, name: "Renamed" }))
        : jsonResponse(200, page([makeChurch({ id: 12, name: "Grace" })])),
    );
    const { client, wrapper } = setup();

    const list = renderHook(
      () => useResourceList<{ id: number; name: string }>(PATH, { page: 2, search: "gr" }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(list.result.current.data?.count).toBe(1));
    expect(calls[0]?.url).toBe("/api/churches/churches/?page=2&search=gr");

    const update = renderHook(() => useUpdateResource<{ name: string }>(PATH), { wrapper });
    await act(() => update.result.current.mutateAsync({ id: 12, data: { name: "Renamed" } }));

    expect(calls[1]).toMatchObject({ url: "/api/churches/churches/12/", method: "PATCH" });
    expect(client.getQueryData(resourceKeys.detail(PATH, 12))).toMatchObject({ id: 12, name: "Renamed" });
    await waitFor(() => expect(calls).toHaveLength(3));
  });
});
