import { notifications } from "@mantine/notifications";
import type { ReactNode } from "react";

// Durations from the specification (section 9): errors 4 s, successes 2 s, loading until dismissed.
export const ERROR_TOAST_MS = 4000;
export const SUCCESS_TOAST_MS = 2000;
export const TOAST_LIMIT = 20;

type Message = { title?: ReactNode; message: ReactNode };

function normalise(input: string | Message): Message {
  return typeof input === "string" ? { message: input } : input;
}

/** The app's toasts; every mutation reports through these. */
export const notify = {
  error(input: string | Message): string {
    return notifications.show({ color: "red", autoClose: ERROR_TOAST_MS, ...normalise(input) });
  },
  success(input: string | Message): string {
    return notifications.show({ color: "teal", autoClose: SUCCESS_TOAST_MS, ...normalise(input) });
  },
  /** Stays until dismissed or turned into a result with `done`. */
  loading(input: string | Message): string {
    return notifications.show({
      loading: true,
      autoClose: false,
      withCloseButton: false,
      ...normalise(input),
    });
  },
  done(id: string, kind: "success" | "error", input: string | Message): void {
    notifications.update({
      id,
      loading: false,
      withCloseButton: true,
      color: kind === "success" ? "teal" : "red",
      autoClose: kind === "success" ? SUCCESS_TOAST_MS : ERROR_TOAST_MS,
      ...normalise(input),
    });
  },
  dismiss(id: string): void {
    notifications.hide(id);
  },
};
