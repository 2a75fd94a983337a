import { z } from "zod";
import { role } from "../access/schemas";
import { id, timestamp } from "../common/fields";
import { chosenLanguage, languageCode } from "./language.contract";

/** A user as the API shows it; the password hash and two-factor secret never leave the server. */
export const user = z.object({
  id,
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role,
  is_church_admin: z.boolean(),
  church: id.nullable(),
  region: id.nullable(),
  is_active: z.boolean(),
  two_factor_enabled: z.boolean(),
  profile_picture: z.string().nullable(),
  language: chosenLanguage.describe("The user's language; null: their church's (else English)"),
  last_password_change: timestamp.nullable(),
  last_login: timestamp.nullable(),
  date_joined: timestamp,
});
export type User = z.infer<typeof user>;

/** The signed-in user, with the language the app, their e-mails and their files speak to them in. */
export const userMe = user.extend({
  effective_language: languageCode.describe("The user's language, else their church's, else en"),
  church_time_zone: z
    .string()
    .nullable()
    .describe(
      "The time zone of the user's church (IANA), whose clock their pages show; null without a church",
    ),
});
export type UserMe = z.infer<typeof userMe>;
