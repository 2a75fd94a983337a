import { z } from "zod";
import { referralCode } from "../affiliates/affiliate.contract";
import { msg } from "../i18n/languages";
import { chosenLanguage } from "../users/language.contract";
import { user } from "../users/user.contract";
import { newPassword } from "./password";

const username = z
  .string()
  .trim()
  .min(3, msg("Use at least 3 characters."))
  .max(150)
  .regex(/^[\w.@+-]+$/, msg("Use only letters, digits and . @ + - _"));
const email = z.email(msg("Enter a valid e-mail address.")).trim().toLowerCase().max(254);
const personName = z.string().trim().max(150);

export const registerInput = z.strictObject({
  username,
  email,
  first_name: personName.min(1, msg("This field is required.")),
  last_name: personName.min(1, msg("This field is required.")),
  password: newPassword,
  referral_code: referralCode.optional().describe("The code of the affiliate who sent this person"),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const passwordResetRequest = z.strictObject({ email: z.string().trim().max(254) });
export const passwordResetConfirm = z.strictObject({ new_password: newPassword });
export const passwordResetLink = z.object({ valid: z.boolean() });

export const profileUpdate = z.strictObject({
  first_name: personName,
  last_name: personName,
  email,
  language: chosenLanguage
    .optional()
    .describe("The language the app, e-mails and files use; null: the church's. Left as it is when absent."),
});
export type ProfileUpdate = z.infer<typeof profileUpdate>;

export const changePasswordInput = z.strictObject({
  old_password: z.string().min(1, msg("Enter your current password.")).max(128),
  new_password: newPassword,
  confirm_password: z.string().max(128),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const confirmWithPassword = z.strictObject({
  password: z.string().min(1, msg("Enter your password to confirm.")).max(128),
});

/** Enabling two-factor answers a secret to scan; sending a valid code then turns it on (or off). */
export const toggleTwoFactorInput = z.strictObject({
  otp: z.string().trim().max(10).optional().describe("A current code from the authenticator app."),
});
export const toggleTwoFactorResult = z.object({
  two_factor_enabled: z.boolean(),
  secret: z.string().optional(),
  otpauth_url: z.string().optional(),
  detail: z.string(),
});
export type ToggleTwoFactorResult = z.infer<typeof toggleTwoFactorResult>;

export const profile = user;
export const detailMessage = z.object({ detail: z.string() });
