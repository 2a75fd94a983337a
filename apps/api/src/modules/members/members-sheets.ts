import { MEMBER_IMPORT_COLUMNS } from "@cm/contracts";
import { headerFields, typedText } from "../../platform/spreadsheets";

/** The member field of each header cell, null for a column the import does not know. */
export const importColumns = (header: string[]): (string | null)[] =>
  headerFields(header, MEMBER_IMPORT_COLUMNS);

const TRUE = new Set(["", "true", "yes", "y", "1", "active"]);
const FALSE = new Set(["false", "no", "n", "0", "inactive"]);

/** A row's cells as the fields of a member, before validation. */
export function rowValues(cells: string[], columns: (string | null)[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  columns.forEach((column, i) => {
    if (!column) return;
    // Our own export writes '=... for a cell that starts like a formula; take the value back.
    let text = typedText(cells[i]);
    if (column === "gender" || column === "marital_status") text = text.toUpperCase();
    if (column.endsWith("_date") || column === "date_of_birth") {
      out[column] = text === "" ? null : text;
    } else if (column === "is_active") {
      const lower = text.toLowerCase();
      out[column] = TRUE.has(lower) ? true : FALSE.has(lower) ? false : text;
    } else out[column] = text;
  });
  return out;
}
