import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { TOAST_LIMIT } from "../lib/notify";
import { clearCacheOnUserChange } from "./query-client";
import { theme } from "./theme";

/** Everything a page needs around it: theme, toasts and the server-state cache. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => clearCacheOnUserChange(client), [client]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications limit={TOAST_LIMIT} position="top-right" />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
