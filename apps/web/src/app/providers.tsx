import "./mantine-styles.css";
import "./app.css";
// The translations are set up before anything is drawn (the prerender draws through here too).
import "../lib/i18n";
import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, Suspense, useEffect, useMemo, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { lazyPage } from "../lib/lazy-page";
import { toastsWanted } from "../lib/notify";
import { clearCacheOnUserChange } from "./query-client";
import { cssVariablesResolver, themeIn } from "./theme";

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
  // The theme names the close and page buttons: it follows the language shown.
  const { t } = useTranslation("common", { useSuspense: false });
  const theme = useMemo(() => themeIn((key) => t(key)), [t]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Toasts />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
