import { z } from "zod";
import { id, requiredText, timestamp } from "../common/fields";
import { msg } from "../i18n/languages";

const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}$/, msg("Enter a two- or three-letter country code."))
  .transform((c) => c.toUpperCase());

export const country = z.object({
  id,
  name: z.string(),
  code: z.string().describe("ISO 3166 alpha-2 or alpha-3 code"),
  phone_code: z.string(),
  created_at: timestamp,
});
export const countryCreate = z.strictObject({
  name: requiredText(100),
  code: countryCode,
  phone_code: z.string().trim().max(8).default(""),
});
export const countryUpdate = countryCreate;
export const checkCodeQuery = z.object({ code: countryCode });
export const checkCodeResult = z.object({ code: z.string(), exists: z.boolean() });
export type Country = z.infer<typeof country>;
