/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula; a leading ' keeps it text. Every export writes its cells through `cellText`.
 */
export const spreadsheetSafe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A value as the text of one exported cell: yes/no, ISO timestamps, JSON for objects, formula-safe. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return spreadsheetSafe(JSON.stringify(value));
  return spreadsheetSafe(String(value));
}
