/** The time as the app sees it. Code asks the app's clock, never `Date.now()`, so tests can move it. */
export interface Clock {
  now(): Date;
}

/** The real time. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that runs with real time from a shifted start, for tests: `advance` jumps it forward
 * (a cache expires, a scheduled window starts) without waiting.
 */
export class MovableClock implements Clock {
  private offsetMs = 0;
  private heldAt: number | null = null;

  now(): Date {
    return new Date((this.heldAt ?? Date.now()) + this.offsetMs);
  }

  /**
   * Stops the clock where it is until `release`: a measurement (statements per request) must not
   * see a few seconds' cache expire because a busy machine ran it slowly.
   */
  hold(): void {
    this.heldAt ??= Date.now();
  }

  release(): void {
    this.heldAt = null;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    clock: Clock;
  }
}
