/** Demo users (local_admin, super_admin, ...) sign in with this password; the servers are started with it. */
export const DEMO_PASSWORD = "E2e-Demo-Password-2026";
// E2E_PORT lets two runs share a machine (a developer's and a clean-checkout check): worker n's
// server listens on E2E_PORT + n.
export const PORT = Number(process.env.E2E_PORT ?? 4310);
/**
 * Test files run side by side, each worker on a server and demo database of its own, so no file
 * sees another's records. Two fit a 2-core machine: most of a browser test is waiting for the
 * server and for frames to be drawn.
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/** The server a worker talks to (its parallel index is stable across a restarted worker). */
export const baseUrlOf = (parallelIndex: number) => `http://127.0.0.1:${PORT + parallelIndex}`;
