import { installPlainMessages, plainMessage } from "@cm/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { translator } from "./i18n";

const t = translator("common");

// The contracts' plain messages (and the values of a check's own message), in the language shown
// at the moment a value is checked.
installPlainMessages((key, values) => t(key, values));

/** The contracts' plain message for a failed check, in the reader's language (installed above). */
export const readersMessage = plainMessage;

/**
 * The messages a check of the contracts carries itself (`msg("Choose new, good, fair or poor.")`)
 * are English keys of the `common` catalog: each is shown in the reader's language. A message
 * already in words (the plain messages above) is not a key and stays as it is.
 */
function inReadersWords(errors: FieldErrors | Record<string, unknown>): void {
  for (const [key, value] of Object.entries(errors)) {
    if (key === "ref" || !value || typeof value !== "object") continue;
    const node = value as { message?: unknown };
    if (typeof node.message === "string") node.message = t(node.message);
    inReadersWords(value as Record<string, unknown>);
  }
}

/**
 * The resolver of every form: the schema's checks, with the contracts' plain messages for any
 * check that has no message of its own (zod's own words are written for developers), every
 * message in the reader's language.
 */
export function formResolver<T extends z.ZodType<FieldValues, FieldValues>>(
  schema: T,
): Resolver<z.input<T>, unknown, z.output<T>> {
  const resolve = zodResolver(schema, { error: plainMessage });
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    inReadersWords(result.errors);
    return result;
  };
}
