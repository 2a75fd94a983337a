import type { User } from "@cm/contracts";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { sessionStore } from "../lib/session";
import { localAdmin, tokenExpiringIn } from "./fixtures";

/** Signs `user` in before each test of the enclosing suite; after each, clears the page, stubs and spies. */
export function signInForEachTest(user: User = localAdmin) {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.set({ access: tokenExpiringIn(900), refresh: "r", user });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
