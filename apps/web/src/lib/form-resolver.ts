import { plainMessage } from "@cm/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * The resolver of every form: the schema's checks, with the contracts' plain messages for any
 * check that has no message of its own (zod's own words are written for developers).
 */
export function formResolver<T extends z.ZodType<FieldValues, FieldValues>>(
  schema: T,
): Resolver<z.input<T>, unknown, z.output<T>> {
  return zodResolver(schema, { error: plainMessage });
}
