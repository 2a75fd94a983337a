import { Autocomplete } from "@mantine/core";
import { Controller, useFormContext } from "react-hook-form";
import { type MemberChoiceList, useMemberChoices } from "../api/members-api";

type SuggestFieldProps = {
  name: "category" | "home_cell_fellowship" | "home_cell_pastor";
  label: string;
  list: MemberChoiceList;
  description?: string;
  /** Takes the focus when its dialog opens. */
  dialogFocus?: boolean;
};

/** A free-text box of a kit form that suggests the values the church already uses. */
export function SuggestField({ name, label, list, description, dialogFocus }: SuggestFieldProps) {
  const choices = useMemberChoices(list);
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          label={label}
          description={description}
          data={choices.data ?? []}
          value={(field.value as string | undefined) ?? ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
          data-autofocus={dialogFocus || undefined}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}
