import { z } from "zod";
import { role } from "../access/schemas";
import { user } from "../users/user.contract";

export const loginInput = z.object({
  username: z.string().trim().min(1).max(150),
  password: z.string().min(1).max(128),
  otp: z.string().trim().max(10).optional().describe("Two-factor code, when the account has it enabled."),
});
export type LoginInput = z.infer<typeof loginInput>;

export const tokenPair = z.object({ access: z.string(), refresh: z.string() });
export const loginResult = tokenPair.extend({ user });
export type LoginResult = z.infer<typeof loginResult>;

export const refreshInput = z.object({ refresh: z.string().min(1).max(500) });
export const logoutInput = z.object({ refresh: z.string().min(1).max(500) });

/** Claims of the access token (spec section 3: exp, role, church_id). */
export const accessClaims = z.object({
  sub: z.string(),
  exp: z.number(),
  role,
  church_id: z.number().nullable(),
  region_id: z.number().nullable(),
  is_church_admin: z.boolean(),
  /** The user's session version: a token of an earlier version no longer works. */
  sv: z.number().int(),
});
export type AccessClaims = z.infer<typeof accessClaims>;
