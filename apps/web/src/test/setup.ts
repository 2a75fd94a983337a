import { configure } from "@testing-library/react";

// A lazily loaded form or dialog can take seconds to arrive on a busy machine: every findBy and
// waitFor waits for its condition up to this long (it returns as soon as the condition holds).
configure({ asyncUtilTimeout: 15_000 });

// Mantine's focus trap warns, printing the whole element, when the dialog it traps is already
// hidden by its closing transition (jsdom applies it at once). Printing that element costs seconds
// and megabytes of log per test; the message says nothing about the app.
const warn = console.warn;
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === "string" && args[0].startsWith("[@mantine/hooks/use-focus-trap]")) return;
  warn(...args);
};
