import type { MemberField, MemberFieldValues } from "@cm/contracts";
import { Divider, SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChoiceField, DateField, TextField } from "../../../components/form-kit";
import { yesNoOptions } from "./member-field-filter";

/** The form's name of a church field's box: its values are kept by field id, as the API keeps them. */
export const ownFieldName = (field: Pick<MemberField, "id">) => `custom_fields.${field.id}`;

/** A member's values as the form's boxes hold them: text, with yes/no spelled as the choice's values. */
export function ownFieldDefaults(values: MemberFieldValues | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values ?? {}).map(([id, v]) => [
      id,
      typeof v === "boolean" ? (v ? "yes" : "no") : String(v),
    ]),
  );
}

/**
 * What the form sends for the church's fields: a value (or null) for each active field shown, so a
 * box emptied clears its value; nothing while the fields are not known, so nothing changes.
 */
export function ownFieldValues(
  fields: readonly MemberField[],
  values: Record<string, unknown> | undefined,
): Record<string, string | null> | undefined {
  if (!fields.length) return undefined;
  return Object.fromEntries(
    fields.map((f) => {
      const value = values?.[String(f.id)];
      return [String(f.id), typeof value === "string" && value.trim() !== "" ? value : null];
    }),
  );
}

/** One box per active field of the church, by its type; the server's messages show under each. */
export function MemberOwnFieldInputs({ fields }: { fields: readonly MemberField[] }) {
  const { t } = useTranslation("members");
  if (!fields.length) return null;
  return (
    <>
      <Divider label={t("More about this member")} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {fields.map((field) => {
          const common = { name: ownFieldName(field), label: field.label, required: field.required };
          switch (field.type) {
            case "date":
              return <DateField key={field.id} {...common} />;
            case "number":
              return <TextField key={field.id} {...common} inputMode="decimal" />;
            case "yes_no":
              return (
                <ChoiceField
                  key={field.id}
                  {...common}
                  data={yesNoOptions()}
                  placeholder={t("Not given")}
                  clearable={!field.required}
                />
              );
            case "choice":
              return (
                <ChoiceField
                  key={field.id}
                  {...common}
                  data={field.options}
                  placeholder={t("Not given")}
                  clearable={!field.required}
                  searchable={field.options.length > 8}
                />
              );
            default:
              return <TextField key={field.id} {...common} />;
          }
        })}
      </SimpleGrid>
    </>
  );
}
