import { z } from "zod";
import { id, optionalText, ref, requiredText, timestamp } from "../common/fields";

/** A role a church gives its people (Elder, Usher...); church null = a national default every church sees. */
export const churchRole = z.object({
  id,
  church: id.nullable(),
  name: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export const churchRoleCreate = z.strictObject({
  church: ref
    .nullable()
    .optional()
    .describe("Defaults to your church; null makes a national default role (national officers only)"),
  name: requiredText(100),
  description: optionalText(500).default(""),
  is_active: z.boolean().default(true),
});
export const churchRoleUpdate = churchRoleCreate.omit({ church: true });
export type ChurchRole = z.infer<typeof churchRole>;
