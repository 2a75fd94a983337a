/** Demo users (local_admin, super_admin, ...) sign in with this password; the server is started with it. */
export const DEMO_PASSWORD = "E2e-Demo-Password-2026";
export const PORT = 4310;
export const BASE_URL = `http://127.0.0.1:${PORT}`;
