import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { theme } from "../app/theme";

/** Renders a piece of the app with its providers and a router at `route`; rerender keeps them. */
export function renderWithProviders(
  ui: ReactElement,
  { route = "/", state }: { route?: string; state?: unknown } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme}>
        <QueryClientProvider client={client}>
          <MemoryRouter
            initialEntries={[
              {
                pathname: route.split("?")[0],
                search: route.includes("?") ? `?${route.split("?")[1]}` : "",
                state,
              },
            ]}
          >
            {children}
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  return { ...render(ui, { wrapper: Wrapper }), client };
}
