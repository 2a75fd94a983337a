/** Demo users (local_admin, super_admin, ...) sign in with this password; the server is started with it. */
export const DEMO_PASSWORD = "E2e-Demo-Password-2026";
// E2E_PORT lets two runs share a machine (a developer's and a clean-checkout check).
export const PORT = Number(process.env.E2E_PORT ?? 4310);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
