import { z } from "zod";
import { role } from "../access/schemas";
import { newPassword } from "../accounts/password";
import { ref } from "../common/fields";
import { msg } from "../i18n/languages";

const personName = z.string().trim().max(150);

export const userCreate = z.strictObject({
  username: z
    .string()
    .trim()
    .min(3, msg("Use at least 3 characters."))
    .max(150)
    .regex(/^[\w.@+-]+$/, msg("Use only letters, digits and . @ + - _")),
  email: z.email(msg("Enter a valid e-mail address.")).trim().toLowerCase().max(254),
  first_name: personName.default(""),
  last_name: personName.default(""),
  role: role.default("MEMBER"),
  is_church_admin: z.boolean().default(false),
  church: ref.nullable().optional().describe("Defaults to the signed-in administrator's church."),
  region: ref.nullable().default(null),
  password: newPassword,
});
export const userUpdate = userCreate
  .omit({ password: true, username: true })
  .extend({ is_active: z.boolean().default(true) });

/** The body of `userCreate`, as sent. */
export type UserCreateInput = z.output<typeof userCreate>;

/** The body of `userUpdate`, as sent. */
export type UserUpdateInput = Partial<z.output<typeof userUpdate>>;
