import { z } from "zod";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A new password: 8 to 128 characters, no composition rules (the server also refuses common ones). */
export const newPassword = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
