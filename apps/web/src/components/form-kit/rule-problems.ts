import type { z } from "zod";

/**
 * A schema's superRefine step that puts a contract rule's problems ({ field: message }) on their
 * fields, so the form says what the server would say before it is asked.
 */
export function ruleProblems<T>(rule: (values: T) => Record<string, string>) {
  return (values: T, ctx: z.RefinementCtx<T>) => {
    for (const [field, message] of Object.entries(rule(values))) {
      ctx.addIssue({ code: "custom", path: [field], message });
    }
  };
}
