import { z } from "zod";

/** Body of every non-validation error: a human message and a stable machine code. */
export const errorBody = z.object({ detail: z.string(), code: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

/** Body of a 400 validation error: field name to messages, plus non_field_errors. */
export const validationErrorBody = z.record(z.string(), z.array(z.string()));
export type ValidationErrorBody = z.infer<typeof validationErrorBody>;
