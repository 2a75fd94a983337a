import { describe, expect, it } from "vitest";
import { MovableClock } from "./clock";
import { BatchedRateLimit, RateLimit } from "./rate-limits";

/** A store that counts at once but answers only when the test lets it (a slow network). */
function slowStore(points: number) {
  let used = 0;
  const held: (() => void)[] = [];
  const counter = {
    hit: (_key: string, _conn?: unknown, n = 1) => {
      used += n;
      const answer = { used, msLeft: 60_000 };
      return new Promise<typeof answer>((resolve) => held.push(() => resolve(answer)));
    },
    giveBack: async () => {},
    clear: async () => {},
  };
  return {
    limit: new RateLimit(points, 60, counter),
    /** Lets the oldest waiting write answer. */
    answer: async () => {
      while (held.length === 0) await new Promise((resolve) => setImmediate(resolve));
      held.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe("a batched limit", () => {
  it("does not count the calls of a batch twice when a fresh count meets the batch on its way", async () => {
    const clock = new MovableClock();
    const store = slowStore(3);
    const batched = new BatchedRateLimit(store.limit, clock, 10_000);
    const first = batched.take("a");
    await store.answer();
    expect(await first).toBe(0); // 1 in the store
    expect(await batched.take("a")).toBe(0); // counted here, on its way at the next sync
    const sync = batched.sync();
    await new Promise((resolve) => setImmediate(resolve));
    clock.advance(10_001); // what is known is older than a sync: the next call asks the store
    const third = batched.take("a");
    await store.answer(); // the batch: 2 in the store
    await sync;
    await store.answer(); // the third call: 3 in the store, the limit, not past it
    expect(await third).toBe(0);
    expect(await batched.take("a")).toBeGreaterThan(0);
    await batched.close();
  });

  it("counts a call made while a batch is on its way once", async () => {
    const clock = new MovableClock();
    const store = slowStore(4);
    const batched = new BatchedRateLimit(store.limit, clock, 10_000);
    const first = batched.take("a");
    await store.answer();
    expect(await first).toBe(0); // 1 in the store
    expect(await batched.take("a")).toBe(0); // 2: waits for the next sync
    const sync = batched.sync(); // the second call on its way, not yet answered
    await new Promise((resolve) => setImmediate(resolve));
    expect(await batched.take("a")).toBe(0); // 3
    expect(await batched.take("a")).toBe(0); // 4: the limit, not past it
    expect(await batched.take("a")).toBeGreaterThan(0);
    await store.answer();
    await sync;
    const close = batched.close();
    await store.answer();
    await close;
  });
});
