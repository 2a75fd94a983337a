import { LANGUAGES, type Language, msg } from "@cm/contracts";
import { translator } from "./i18n";

// The spreadsheets the app writes (exports, import templates) head their columns in the reader's
// words; the imports read a column back by its field name (`first_name`, as files made before
// did) or by its heading in any of the app's languages, so a file made in French imports for an
// officer who reads English.

/** Each column's heading, in English (the catalogs translate it). */
const HEADINGS: Record<string, string> = {
  id: msg("ID"),
  first_name: msg("First name"),
  last_name: msg("Last name"),
  other_names: msg("Other names"),
  gender: msg("Gender"),
  date_of_birth: msg("Date of birth"),
  phone: msg("Phone"),
  email: msg("E-mail"),
  address: msg("Address"),
  marital_status: msg("Marital status"),
  occupation: msg("Occupation"),
  membership_date: msg("Membership date"),
  baptism_date: msg("Baptism date"),
  category: msg("Category"),
  home_cell_fellowship: msg("Home cell"),
  home_cell_pastor: msg("Home cell pastor"),
  is_active: msg("Active"),
  notes: msg("Notes"),
  household: msg("Household"),
  household_role: msg("Role in household"),
  asset_tag: msg("Asset tag"),
  name: msg("Name"),
  church: msg("Church"),
  serial_number: msg("Serial number"),
  location: msg("Location"),
  condition: msg("Condition"),
  status: msg("Status"),
  purchase_date: msg("Purchase date"),
  purchase_cost: msg("Purchase cost"),
  current_value: msg("Current value"),
  currency: msg("Currency"),
  description: msg("Description"),
  spent_on: msg("Date spent"),
  received_on: msg("Date received"),
  payee: msg("Payee"),
  amount: msg("Amount"),
  reference: msg("Reference"),
  payment_method: msg("Payment method"),
  submitted_by: msg("Submitted by"),
  reviewed_by: msg("Reviewed by"),
  rejection_reason: msg("Reason for rejection"),
};

/** A column's heading in `language`; a column without one (a church's own field) keeps its name. */
export function columnHeading(language: Language, column: string): string {
  const heading = HEADINGS[column];
  return heading ? translator(language)(heading) : column;
}

/** Columns named in a sentence, in `language` ("Name and Category", "Nom et Catégorie"). */
export function columnList(language: Language, columns: string[]): string {
  const headings = columns.map((c) => columnHeading(language, c));
  return new Intl.ListFormat(language, { type: "conjunction" }).format(headings);
}

/**
 * `First Name`, `first-name`, `first_name` and `Prénom` alike: trimmed, in small letters, without
 * accents, spaces and hyphens as underscores.
 */
export const headingKey = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "_");

let byHeading: Map<string, string[]> | undefined;
/**
 * The columns a header cell may name: by its field name, or by its heading in any language. One
 * heading may name columns of different sheets (French "Nom" is a member's last name and an
 * asset's name); each import picks among its own.
 */
export function columnsOf(header: string): readonly string[] {
  if (!byHeading) {
    const found = new Map<string, string[]>();
    for (const column of Object.keys(HEADINGS)) {
      const keys = new Set([column, ...LANGUAGES.map((l) => headingKey(columnHeading(l, column)))]);
      for (const key of keys) found.set(key, [...(found.get(key) ?? []), column]);
    }
    byHeading = found;
  }
  return byHeading.get(headingKey(header)) ?? [];
}

/** Headings that name two of one sheet's columns (a translation to correct), as "heading: a, b". */
export function ambiguousHeadings(columns: readonly string[]): string[] {
  const named = new Map<string, string[]>();
  for (const column of columns)
    for (const key of new Set([column, ...LANGUAGES.map((l) => headingKey(columnHeading(l, column)))]))
      named.set(key, [...(named.get(key) ?? []), column]);
  return [...named].filter(([, cs]) => cs.length > 1).map(([key, cs]) => `${key}: ${cs.join(", ")}`);
}
