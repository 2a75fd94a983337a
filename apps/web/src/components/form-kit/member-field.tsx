import { Controller, useFormContext } from "react-hook-form";
import { MemberPicker, type MemberSource } from "../member-picker";

/**
 * A MemberPicker bound to a field of a kit form (a member's id); clearing it gives `empty` (null,
 * or undefined for a field the schema requires).
 */
export function MemberField({
  name,
  label,
  required,
  initialLabel,
  empty = null,
  source,
}: {
  name: string;
  label: string;
  required?: boolean;
  initialLabel?: string;
  empty?: null | undefined;
  source?: MemberSource;
}) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MemberPicker
          label={label}
          required={required}
          value={field.value ?? null}
          onChange={(id) => field.onChange(id ?? empty)}
          initialLabel={initialLabel}
          error={fieldState.error?.message}
          source={source}
        />
      )}
    />
  );
}
