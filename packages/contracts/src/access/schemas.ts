import { z } from "zod";
import { FEATURES, type Feature } from "./features";
import { ROLES } from "./roles";

// The schemas of the access vocabulary live apart from the rules (roles.ts, features.ts), which need
// no zod: the web's first page uses the rules and so does not download zod (see rules/index.ts).

/** One of the specification's roles (section 6). */
export const role = z.enum(ROLES);
/** One of the features a plan can unlock (section 3). */
export const feature = z.enum(FEATURES);
/** A map of every feature to a flag: what a plan includes, or what a subscription unlocks. */
export const featureMap = z.object(
  Object.fromEntries(FEATURES.map((f) => [f, z.boolean()])) as Record<Feature, z.ZodBoolean>,
);
