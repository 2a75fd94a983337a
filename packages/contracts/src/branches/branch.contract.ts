import { z } from "zod";
import { id, optionalText, phone, ref, requiredText, timestamp } from "../common/fields";

export const branch = z.object({
  id,
  church: id,
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  capacity: z.number().int(),
  occupancy: z.number().int(),
  is_active: z.boolean(),
  created_at: timestamp,
});
export const branchCreate = z.strictObject({
  church: ref.optional().describe("Defaults to the signed-in user's church."),
  name: requiredText(120),
  address: optionalText(300).default(""),
  phone: phone.default(""),
  capacity: z.coerce.number().int().min(0).max(1_000_000).default(0),
  is_active: z.boolean().default(true),
});
export const branchUpdate = branchCreate;
export const updateOccupancyInput = z.strictObject({
  occupancy: z.coerce.number().int().min(0).max(1_000_000),
});
export type Branch = z.infer<typeof branch>;
