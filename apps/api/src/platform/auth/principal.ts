import type { Role } from "@cm/contracts";

/** The signed-in user as every request knows it, taken from the verified access token. */
export type Principal = {
  id: number;
  username: string;
  role: Role;
  /** The user's church, or null for national and regional officers without one. */
  church: number | null;
  /** The user's region (a local user's is their church's region). */
  region: number | null;
  is_church_admin: boolean;
  /** The user's session version when the token was issued (see SessionGuard). */
  sessionVersion: number;
};
