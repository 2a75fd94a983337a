import type { NotificationData } from "@mantine/notifications";
import type { ReactNode } from "react";

// Durations from the specification (section 9): errors 4 s, successes 2 s, loading until dismissed.
export const ERROR_TOAST_MS = 4000;
export const SUCCESS_TOAST_MS = 2000;
export const TOAST_LIMIT = 20;

type Message = { title?: ReactNode; message: ReactNode };
type Toasts = typeof import("@mantine/notifications");

function normalise(input: string | Message): Message {
  return typeof input === "string" ? { message: input } : input;
}

// The toast code (and its container) is not part of the first page: it loads with the first
// toast, which follows a user's action. Calls made meanwhile run in order once it has arrived.
let toasts: Promise<Toasts> | null = null;
const wanted = new Set<() => void>();

/** Loads the toast code, once; the container (see Toasts in app/providers) mounts when it is wanted. */
export function loadToasts(): Promise<Toasts> {
  if (!toasts) {
    toasts = import("@mantine/notifications");
    for (const listener of wanted) listener();
  }
  return toasts;
}

/** Whether a toast has been asked for yet, for the container to mount only then. */
export const toastsWanted = {
  get: () => toasts !== null,
  subscribe(listener: () => void): () => void {
    wanted.add(listener);
    return () => wanted.delete(listener);
  },
};

let nextId = 0;
function show(options: NotificationData): string {
  const id = options.id ?? `toast-${++nextId}`;
  void loadToasts().then(({ notifications }) => notifications.show({ ...options, id }));
  return id;
}

/** The app's toasts; every mutation reports through these. */
export const notify = {
  error(input: string | Message): string {
    return show({ color: "red", autoClose: ERROR_TOAST_MS, ...normalise(input) });
  },
  success(input: string | Message): string {
    return show({ color: "teal", autoClose: SUCCESS_TOAST_MS, ...normalise(input) });
  },
  /** Stays until dismissed or turned into a result with `done`. */
  loading(input: string | Message): string {
    return show({ loading: true, autoClose: false, withCloseButton: false, ...normalise(input) });
  },
  done(id: string, kind: "success" | "error", input: string | Message): void {
    void loadToasts().then(({ notifications }) =>
      notifications.update({
        id,
        loading: false,
        withCloseButton: true,
        color: kind === "success" ? "teal" : "red",
        autoClose: kind === "success" ? SUCCESS_TOAST_MS : ERROR_TOAST_MS,
        ...normalise(input),
      }),
    );
  },
  dismiss(id: string): void {
    void loadToasts().then(({ notifications }) => notifications.hide(id));
  },
};
