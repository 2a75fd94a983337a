import { Select } from "@mantine/core";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { ReferenceChoices } from "./fields";

/**
 * A household chosen by name, bound to a field of a kit form (its id); clearing it gives null, so
 * a giver may be a member, a household or nobody.
 */
export function HouseholdField({
  name,
  label,
  choices,
  current,
  placeholder,
}: {
  name: string;
  label: string;
  choices: ReferenceChoices;
  /** The saved household, offered even when it is not among the choices. */
  current?: { id: number; name: string } | null;
  placeholder: string;
}) {
  const { t } = useTranslation("common");
  const { control } = useFormContext();
  const options = (choices.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  if (current && !options.some((o) => o.value === String(current.id)))
    options.push({ value: String(current.id), label: current.name });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          data={options}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          placeholder={choices.isPending ? t("Loading…") : placeholder}
          value={field.value ? String(field.value) : null}
          onChange={(value) => field.onChange(value ? Number(value) : null)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
