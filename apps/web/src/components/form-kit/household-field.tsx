import { Controller, useFormContext } from "react-hook-form";
import { HouseholdPicker } from "../household-picker";

/**
 * A household chosen by name, bound to a field of a kit form (its id); clearing it gives null, so
 * a giver may be a member, a household or nobody.
 */
export function HouseholdField({
  name,
  label,
  current,
  placeholder,
}: {
  name: string;
  label: string;
  /** The saved household, named before any search has run. */
  current?: { id: number; name: string } | null;
  placeholder?: string;
}) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <HouseholdPicker
          label={label}
          placeholder={placeholder}
          value={field.value ?? null}
          onChange={(id) => field.onChange(id)}
          current={current}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
