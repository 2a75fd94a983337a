import { useSyncExternalStore } from "react";
import { DEFAULT_LOADING_SPEED, type LoadingSpeed, parseLoadingSpeed } from "./loading-progress";

// The loading-time option (spec section 2) is a per-browser preference, so it lives in local storage.
const KEY = "loading_time";
const listeners = new Set<() => void>();

function read(): LoadingSpeed {
  try {
    return parseLoadingSpeed(window.localStorage.getItem(KEY));
  } catch {
    return DEFAULT_LOADING_SPEED;
  }
}

let current: LoadingSpeed = typeof window === "undefined" ? DEFAULT_LOADING_SPEED : read();

/** The loading-time option: fast, normal (the default), slow or very-slow. */
export const loadingPreference = {
  get: (): LoadingSpeed => current,
  set(speed: LoadingSpeed): void {
    current = speed;
    try {
      window.localStorage.setItem(KEY, speed);
    } catch {
      // Storage refused (private browsing): the choice still holds until the page reloads.
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useLoadingSpeed(): LoadingSpeed {
  return useSyncExternalStore(loadingPreference.subscribe, loadingPreference.get, loadingPreference.get);
}
