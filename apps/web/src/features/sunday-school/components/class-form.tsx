import { msg, sundaySchoolFieldProblems } from "@cm/contracts";
import { SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormDrawer } from "../../../components/form-drawer";
import {
  KitForm,
  recordFormNames,
  SwitchField,
  TextAreaField,
  TextField,
  useSchemaForm,
} from "../../../components/form-kit";
import { MemberField } from "../../../components/form-kit/member-field";
import { ruleProblems } from "../../../components/form-kit/rule-problems";
import { NumberFormField } from "../../../components/form-number-field";
import { notify } from "../../../lib/notify";
import { type SundaySchool, useCreateClass, useUpdateClass } from "../api/sunday-school-api";
import { says } from "./form-messages";

// An age as typed: empty is none; the limits before the whole-years check, so 1e20 is told the limit.
const age = z.preprocess(
  (v) => (v === "" || v === null || v === undefined ? null : Number(v)),
  z
    .number()
    .min(0, says(msg("Enter 0 or more.")))
    .max(120, says(msg("Enter 120 or less.")))
    .int(says(msg("Enter whole years.")))
    .nullable(),
);
export const classFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, says(msg("Give the class a name.")))
      .max(120),
    description: z.string().trim().max(2000),
    min_age: age,
    max_age: age,
    teacher: z.number().int().positive().nullable(),
    room: z.string().trim().max(120),
    is_active: z.boolean(),
  })
  .superRefine(ruleProblems(sundaySchoolFieldProblems));

function ClassForm({
  current,
  onDone,
  onCancel,
}: {
  current: SundaySchool | null;
  onDone: (saved: SundaySchool) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("sunday-school");
  const create = useCreateClass();
  const update = useUpdateClass();
  const kit = useSchemaForm(classFormSchema, {
    defaultValues: {
      name: current?.name ?? "",
      description: current?.description ?? "",
      min_age: current?.min_age ?? null,
      max_age: current?.max_age ?? null,
      teacher: current?.teacher ?? null,
      room: current?.room ?? "",
      is_active: current?.is_active ?? true,
    },
    failure: current ? t("The changes were not saved") : t("The class was not added"),
    onSubmit: async (values) => {
      const saved = current
        ? await update.mutateAsync({ id: current.id, data: values })
        : await create.mutateAsync(values);
      notify.success(
        current
          ? t("The changes to {name} have been saved.", { name: saved.name })
          : t("{name} has been added.", { name: saved.name }),
      );
      onDone(saved);
    },
  });

  return (
    <KitForm
      kit={kit}
      {...recordFormNames(current, {
        edit: (c) => t("Edit {name}", { name: c.name }),
        add: t("New class"),
        submit: t("Add class"),
      })}
      onCancel={onCancel}
    >
      <TextField name="name" label={t("Name")} required />
      <SimpleGrid cols={2} spacing="md">
        <NumberFormField name="min_age" label={t("Youngest age")} min={0} max={120} />
        <NumberFormField name="max_age" label={t("Oldest age")} min={0} max={120} />
      </SimpleGrid>
      <MemberField name="teacher" label={t("Teacher")} initialLabel={current?.teacher_name} />
      <TextField name="room" label={t("Room")} />
      <TextAreaField name="description" label={t("Description")} rows={3} />
      <SwitchField
        name="is_active"
        label={t("The class is meeting")}
        description={t("Turn off for a class that no longer meets; its history is kept.")}
      />
    </KitForm>
  );
}

export type ClassDrawerState = { current: SundaySchool | null } | null;

/** The class form in a drawer beside the page. */
export function ClassDrawer({
  state,
  onClose,
  onSaved,
}: {
  state: ClassDrawerState;
  onClose: () => void;
  onSaved?: (saved: SundaySchool) => void;
}) {
  const { t } = useTranslation("sunday-school");
  return (
    <FormDrawer
      state={state}
      onClose={onClose}
      closeLabel={t("Close")}
      title={(shown) => (shown?.current ? t("Edit {name}", { name: shown.current.name }) : t("New class"))}
    >
      {(shown) => (
        <ClassForm
          key={shown.current?.id ?? "new"}
          current={shown.current}
          onDone={(saved) => {
            onSaved?.(saved);
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </FormDrawer>
  );
}
