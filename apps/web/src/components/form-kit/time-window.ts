import type { z } from "zod";
import { translator } from "../../lib/i18n";
import { fromLocalInput } from "../../lib/local-date-time";

const t = translator("common");

/**
 * A schema's superRefine step for a start and an optional end typed in this browser's time
 * (datetime-local values): when both are given, the end must come after the start.
 */
export function endAfterStart<S extends string, E extends string>(start: S, end: E) {
  return (values: Record<S | E, string>, ctx: z.RefinementCtx<Record<S | E, string>>) => {
    const from = fromLocalInput(values[start]);
    const to = fromLocalInput(values[end]);
    if (from && to && to <= from) {
      ctx.addIssue({ code: "custom", path: [end], message: t("The end must be after the start.") });
    }
  };
}
