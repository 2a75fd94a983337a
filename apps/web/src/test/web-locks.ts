// happy-dom has no Web Locks (navigator.locks is null). This stands in for the browser's lock
// manager, which every tab of an origin shares: exclusive locks, granted in the order asked.

type Waiter = { name: string; grant: () => void };

export type FakeLocks = {
  /** How many times a lock of that name has been asked for. */
  requests(name: string): number;
  /** How many requests for that name are waiting for the lock. */
  waiting(name: string): number;
  /** Takes the lock as another tab would, until `release` is called. */
  hold(name: string): Promise<{ release: () => void }>;
  /** Puts back the DOM's own navigator.locks. */
  uninstall(): void;
};

export function installFakeWebLocks(): FakeLocks {
  const held = new Set<string>();
  const queue: Waiter[] = [];
  const asked = new Map<string, number>();

  function acquire(name: string): Promise<void> {
    asked.set(name, (asked.get(name) ?? 0) + 1);
    if (!held.has(name)) {
      held.add(name);
      return Promise.resolve();
    }
    return new Promise((grant) => queue.push({ name, grant }));
  }

  function release(name: string): void {
    const next = queue.findIndex((w) => w.name === name);
    if (next === -1) {
      held.delete(name);
      return;
    }
    const [waiter] = queue.splice(next, 1);
    waiter?.grant();
  }

  const manager = {
    async request<T>(name: string, callback: (lock: { name: string; mode: "exclusive" }) => T | Promise<T>) {
      await acquire(name);
      try {
        return await callback({ name, mode: "exclusive" });
      } finally {
        release(name);
      }
    },
    async query() {
      return { held: [...held].map((name) => ({ name, mode: "exclusive" })), pending: [] };
    },
  };
  Object.defineProperty(navigator, "locks", { configurable: true, get: () => manager });

  return {
    requests: (name) => asked.get(name) ?? 0,
    waiting: (name) => queue.filter((w) => w.name === name).length,
    async hold(name) {
      await acquire(name);
      return { release: () => release(name) };
    },
    uninstall() {
      // The instance property shadowed the prototype's getter; removing it restores the DOM's.
      delete (navigator as { locks?: unknown }).locks;
    },
  };
}
