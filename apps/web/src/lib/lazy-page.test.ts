import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHUNK_DEADLINE_MS, ChunkLoadError, loadWithDeadline } from "./lazy-page";

describe("loadWithDeadline (spec section 8: chunk load failures raise an error after 120 s)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("fails a chunk that never arrives at 120 s, not before", async () => {
    const outcome = vi.fn();
    loadWithDeadline(() => new Promise<never>(() => {})).catch(outcome);
    await vi.advanceTimersByTimeAsync(CHUNK_DEADLINE_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(ChunkLoadError));
    expect(CHUNK_DEADLINE_MS).toBe(120_000);
  });

  it("keeps retrying a failing chunk and raises the last failure at the deadline", async () => {
    const load = vi.fn(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    const outcome = vi.fn();
    loadWithDeadline(load).catch(outcome);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(outcome).not.toHaveBeenCalled();
    expect(load.mock.calls.length).toBeGreaterThan(3);
    await vi.advanceTimersByTimeAsync(60_000);
    const error = outcome.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).cause).toBeInstanceOf(TypeError);
    const calls = load.mock.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load.mock.calls.length).toBe(calls);
  });

  it("resolves as soon as a retry succeeds", async () => {
    let failures = 2;
    const load = vi.fn(() =>
      failures-- > 0 ? Promise.reject(new Error("offline")) : Promise.resolve("page"),
    );
    const done = loadWithDeadline(load);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(done).resolves.toBe("page");
    expect(load).toHaveBeenCalledTimes(3);
  });
});
