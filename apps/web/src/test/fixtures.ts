import type { User } from "@cm/contracts";

/** An unsigned JWT with the given claims; the client only reads `exp`. */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(claims)}.signature`;
}

export function tokenExpiringIn(seconds: number): string {
  return fakeToken({ sub: "7", role: "LOCAL_ADMIN", exp: Math.floor(Date.now() / 1000) + seconds });
}

export const localAdmin: User = {
  id: 7,
  username: "local_admin",
  email: "local_admin@example.org",
  first_name: "Grace",
  last_name: "Mensah",
  role: "LOCAL_ADMIN",
  is_church_admin: true,
  church: 1,
  region: 1,
  is_active: true,
  two_factor_enabled: false,
  profile_picture: null,
  last_password_change: null,
  last_login: null,
  date_joined: "2026-01-01T00:00:00.000Z",
};

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}
