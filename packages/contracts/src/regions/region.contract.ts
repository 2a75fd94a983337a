import { z } from "zod";
import { id, optionalText, ref, requiredText, timestamp } from "../common/fields";

export const region = z.object({
  id,
  name: z.string(),
  code: z.string(),
  country: id,
  description: z.string(),
  created_at: timestamp,
});
export const regionCreate = z.strictObject({
  name: requiredText(120),
  code: optionalText(20).default(""),
  country: ref,
  description: optionalText(2000).default(""),
});
export const regionUpdate = regionCreate;
export const regionAnalytics = z.object({
  region: id,
  churches: z.number().int(),
  active_churches: z.number().int(),
  branches: z.number().int(),
  users: z.number().int(),
  seating_capacity: z.number().int(),
  occupancy: z.number().int(),
});
export type Region = z.infer<typeof region>;
export type RegionAnalytics = z.infer<typeof regionAnalytics>;
