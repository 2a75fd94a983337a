import { act, cleanup, render, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIRST_SCREEN_ID, FirstScreenEnd } from "../first-screen/first-screen-end";
import { useEntryLoading } from "./use-entry-loading";

const MEMBERS = "/church/members"; // a heavy page: 600 ms (spec section 2)

/** The signed-in page's HTML showed its loading screen `msAgo` before now (its first paint). */
function firstScreenShown(msAgo: number) {
  if (!document.getElementById(FIRST_SCREEN_ID)) {
    const screen = document.createElement("div");
    screen.id = FIRST_SCREEN_ID;
    document.body.append(screen);
  }
  const startTime = Date.now() - msAgo - performance.timeOrigin;
  vi.spyOn(performance, "getEntriesByName").mockImplementation((name) =>
    name === "first-contentful-paint" ? [{ startTime } as PerformanceEntry] : [],
  );
}

const held = (hook: { result: { current: { held: boolean } } }) => hook.result.current.held;

describe("the loading screen on entering a signed-in page", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    document.getElementById(FIRST_SCREEN_ID)?.remove();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("holds a heavy page for 600 ms from when the screen shows", () => {
    const hook = renderHook(({ path }) => useEntryLoading(path), { initialProps: { path: MEMBERS } });
    act(() => vi.advanceTimersByTime(599));
    expect(held(hook)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(held(hook)).toBe(false);

    // The next page holds again for its own time (300 ms on most pages).
    hook.rerender({ path: "/church/branches" });
    expect(held(hook)).toBe(true);
    act(() => vi.advanceTimersByTime(300));
    expect(held(hook)).toBe(false);
  });

  it("on a first visit, continues the screen the page's HTML showed instead of starting again", () => {
    firstScreenShown(2_000);
    const long = renderHook(() => useEntryLoading(MEMBERS));
    expect(held(long)).toBe(false);
    long.unmount();

    firstScreenShown(200);
    const short = renderHook(() => useEntryLoading(MEMBERS));
    act(() => vi.advanceTimersByTime(399));
    expect(held(short)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(held(short)).toBe(false);
  });

  it("takes the HTML's screen away once the page is drawn, and later pages start their own", () => {
    firstScreenShown(2_000);
    render(<FirstScreenEnd />);
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
    const hook = renderHook(() => useEntryLoading(MEMBERS));
    expect(held(hook)).toBe(true);
  });
});
