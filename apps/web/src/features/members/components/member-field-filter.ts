// Kept apart from the field forms' words (and with no schema imported), so the members list can
// offer its filter without loading the form code.
import type { MemberField } from "@cm/contracts";
import { translator } from "../../../lib/i18n";

const t = translator("members");

/** Yes and no, for a yes/no field's box and its filter. */
export const yesNoOptions = () => [
  { value: "yes", label: t("Yes") },
  { value: "no", label: t("No") },
];

/** The list's `field` filter choices: each choice and yes/no field's values, grouped by field. */
export function fieldFilterOptions(fields: readonly MemberField[]) {
  return fields
    .filter((f) => f.type === "choice" || f.type === "yes_no")
    .map((f) => ({
      group: f.label,
      items: (f.type === "choice" ? f.options.map((o) => ({ value: o, label: o })) : yesNoOptions()).map(
        (o) => ({ value: `${f.id}:${o.value}`, label: `${f.label}: ${o.label}` }),
      ),
    }));
}
