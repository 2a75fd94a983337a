import { MEMBER_FIELD_OPTIONS_MAX, type MemberField, memberFieldCreate } from "@cm/contracts";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  ChoiceField,
  KitForm,
  SwitchField,
  TextAreaField,
  TextField,
  useSchemaForm,
} from "../../../components/form-kit";
import { notify } from "../../../lib/notify";
import { useSaveMemberField } from "../api/member-fields-api";
import { fieldTypeOptions, visibilityOptions } from "./member-field-labels";

// The options are typed one per line; they are sent as a list.
const fieldForm = z.object({
  label: memberFieldCreate.shape.label,
  type: memberFieldCreate.shape.type,
  options: z.string(),
  required: z.boolean(),
  visibility: memberFieldCreate.shape.visibility,
  is_active: z.boolean(),
});
const optionLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** Adds a field to the church's member records, or changes one. */
export function MemberFieldForm({
  field,
  church,
  position,
  onDone,
}: {
  field: MemberField | null;
  church: number | null;
  /** Where a new field goes: after the others. */
  position: number;
  onDone: () => void;
}) {
  const { t } = useTranslation("members");
  const save = useSaveMemberField();
  const kit = useSchemaForm(fieldForm, {
    defaultValues: {
      label: field?.label ?? "",
      type: field?.type ?? "text",
      options: field?.options.join("\n") ?? "",
      required: field?.required ?? false,
      visibility: field?.visibility ?? "admins",
      is_active: field?.is_active ?? true,
    },
    failure: field ? t("The changes were not saved") : t("The field was not added"),
    onSubmit: async ({ options, ...values }) => {
      const data = {
        ...values,
        options: values.type === "choice" ? optionLines(options) : [],
        ...(field ? {} : { position, ...(church ? { church } : {}) }),
      };
      const saved = await save.mutateAsync({ id: field?.id ?? null, data });
      notify.success(t("The field “{label}” has been saved.", { label: saved.label }));
      onDone();
    },
  });
  const type = kit.form.watch("type");
  return (
    <KitForm
      kit={kit}
      label={field ? t("Edit field") : t("Add a field")}
      submitLabel={t("Save")}
      onCancel={onDone}
    >
      <TextField
        name="label"
        label={t("Label")}
        description={t("As the member form and the spreadsheets show it, such as “Hometown”.")}
        required
        data-autofocus
      />
      <ChoiceField name="type" label={t("Type")} data={fieldTypeOptions()} required />
      {type === "choice" && (
        <TextAreaField
          name="options"
          label={t("Options")}
          description={t("One option per line, at most {count}.", { count: MEMBER_FIELD_OPTIONS_MAX })}
          autosize
          minRows={4}
          required
        />
      )}
      <ChoiceField name="visibility" label={t("Who sees it")} data={visibilityOptions()} required />
      <SwitchField
        name="required"
        label={t("Required")}
        description={t("The member form cannot be saved without it.")}
      />
      <SwitchField
        name="is_active"
        label={t("In use")}
        description={t("A field not in use keeps its values but leaves the forms and the list.")}
      />
    </KitForm>
  );
}
