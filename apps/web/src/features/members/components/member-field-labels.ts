import { MEMBER_FIELD_TYPES, type MemberField, type MemberFieldValue, msg } from "@cm/contracts";
import { translator } from "../../../lib/i18n";

const t = translator("members");

const TYPE_WORDS: Record<string, string> = {
  text: msg("Text"),
  number: msg("Number"),
  date: msg("Date"),
  yes_no: msg("Yes / no"),
  choice: msg("Choice from a list"),
};

/** A field's type in words. */
export const fieldTypeWord = (type: string) => t(TYPE_WORDS[type] ?? type);
export const fieldTypeOptions = () =>
  MEMBER_FIELD_TYPES.map((value) => ({ value, label: fieldTypeWord(value) }));

/** Who sees a field's values, in words. */
export const visibilityWord = (visibility: string) =>
  visibility === "members" ? t("Office and the member") : t("Office only");
export const visibilityOptions = () => [
  { value: "admins", label: visibilityWord("admins") },
  { value: "members", label: visibilityWord("members") },
];

/** A member's value of a field as the member page shows it ("" for none). */
export function fieldValueText(
  field: Pick<MemberField, "type">,
  value: MemberFieldValue | undefined,
): string {
  if (value === undefined || value === "") return "";
  if (field.type === "yes_no") return value === true ? t("Yes") : t("No");
  return String(value);
}
