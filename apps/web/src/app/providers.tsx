import "./mantine-styles.css";
import "./app.css";
// The translations are set up before anything is drawn (the prerender draws through here too).
import "../lib/i18n";
import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, Suspense, useEffect, useSyncExternalStore } from "react";
import { lazyPage } from "../lib/lazy-page";
import { toastsWanted } from "../lib/notify";
import { clearCacheOnUserChange } from "./query-client";
import { cssVariablesResolver, theme } from "./theme";

const ToastContainer = lazyPage(() => import("./toast-container"));

/** The toasts' container, from the first toast on (its code is not part of the first page). */
function Toasts() {
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, toastsWanted.get);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
}

/** Everything a page needs around it: theme, toasts and the server-state cache. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => clearCacheOnUserChange(client), [client]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Toasts />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
