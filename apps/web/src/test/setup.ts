import { configure } from "@testing-library/react";
import { i18n } from "../lib/i18n";

// The test files of a worker share one window (vitest.config.ts: isolate is off): each file starts
// from the address and storage a fresh window has, whatever the file before it left there (a
// session that expired sends the window to /login).
const fresh = window as typeof window & { happyDOM?: { setURL(url: string): void } };
fresh.happyDOM?.setURL("http://localhost:3000/");
localStorage.clear();
sessionStorage.clear();
// Each file starts in English, whatever language the file before it chose.
await i18n.changeLanguage("en");

// A lazily loaded form or dialog can take seconds to arrive on a busy machine: every findBy and
// waitFor waits for its condition up to this long (it returns as soon as the condition holds).
configure({ asyncUtilTimeout: 15_000 });

// Mantine's focus trap warns, printing the whole element, when the dialog it traps is already
// hidden by its closing transition (jsdom applies it at once). Printing that element costs seconds
// and megabytes of log per test; the message says nothing about the app. Wrapped once per worker.
const FOCUS_TRAP_WARNING = "[@mantine/hooks/use-focus-trap]";
const quiet = console.warn as typeof console.warn & { withoutFocusTrap?: true };
if (!quiet.withoutFocusTrap) {
  const warn = console.warn;
  console.warn = Object.assign(
    (...args: unknown[]) => {
      if (typeof args[0] === "string" && args[0].startsWith(FOCUS_TRAP_WARNING)) return;
      warn(...args);
    },
    { withoutFocusTrap: true as const },
  );
}
