import { sundaySchoolFieldProblems } from "@cm/contracts";
import { Drawer, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { NumberFormField } from "../../../components/form-number-field";
import { FormActions, FormAlert, SwitchField } from "../../../components/form-parts";
import { MemberPicker } from "../../../components/member-picker";
import { useServerErrors } from "../../../lib/form-errors";
import { formResolver } from "../../../lib/form-resolver";
import { notify } from "../../../lib/notify";
import { useHeldValue } from "../../../lib/use-held-value";
import { type SundaySchool, useCreateClass, useUpdateClass } from "../api/sunday-school-api";

// An age as typed: empty is none; the limits before the whole-years check, so 1e20 is told the limit.
const age = z.preprocess(
  (v) => (v === "" || v === null || v === undefined ? null : Number(v)),
  z.number().min(0, "Enter 0 or more.").max(120, "Enter 120 or less.").int("Enter whole years.").nullable(),
);
export const classFormSchema = z
  .object({
    name: z.string().trim().min(1, "Give the class a name.").max(120),
    description: z.string().trim().max(2000),
    min_age: age,
    max_age: age,
    teacher: z.number().int().positive().nullable(),
    room: z.string().trim().max(120),
    is_active: z.boolean(),
  })
  .superRefine((v, ctx) => {
    for (const [field, message] of Object.entries(sundaySchoolFieldProblems(v))) {
      ctx.addIssue({ code: "custom", path: [field], message });
    }
  });
type ClassValues = z.input<typeof classFormSchema>;
const FIELDS = ["name", "description", "min_age", "max_age", "teacher", "room", "is_active"] as const;

function ClassForm({
  current,
  onDone,
  onCancel,
}: {
  current: SundaySchool | null;
  onDone: (saved: SundaySchool) => void;
  onCancel: () => void;
}) {
  const create = useCreateClass();
  const update = useUpdateClass();
  const form = useForm<ClassValues, unknown, z.output<typeof classFormSchema>>({
    resolver: formResolver(classFormSchema),
    defaultValues: {
      name: current?.name ?? "",
      description: current?.description ?? "",
      min_age: current?.min_age ?? null,
      max_age: current?.max_age ?? null,
      teacher: current?.teacher ?? null,
      room: current?.room ?? "",
      is_active: current?.is_active ?? true,
    },
  });
  const server = useServerErrors(FIELDS, form);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    server.clear();
    try {
      const saved = current
        ? await update.mutateAsync({ id: current.id, data: values })
        : await create.mutateAsync(values);
      notify.success(
        current ? `The changes to ${saved.name} have been saved.` : `${saved.name} has been added.`,
      );
      onDone(saved);
    } catch (error) {
      const rest = server.show(error);
      notify.error({
        title: current ? "The changes were not saved" : "The class was not added",
        message: rest,
      });
    }
  });

  const ageInput = (name: "min_age" | "max_age", label: string) => (
    <NumberFormField control={form.control} name={name} label={label} min={0} max={120} />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={current ? `Edit ${current.name}` : "New class"}>
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <TextInput label="Name" withAsterisk {...form.register("name")} error={errors.name?.message} />
        <SimpleGrid cols={2} spacing="md">
          {ageInput("min_age", "Youngest age")}
          {ageInput("max_age", "Oldest age")}
        </SimpleGrid>
        <Controller
          control={form.control}
          name="teacher"
          render={({ field }) => (
            <MemberPicker
              label="Teacher"
              value={field.value}
              onChange={field.onChange}
              initialLabel={current?.teacher_name}
              error={errors.teacher?.message}
            />
          )}
        />
        <TextInput label="Room" {...form.register("room")} error={errors.room?.message} />
        <Textarea
          label="Description"
          rows={3}
          {...form.register("description")}
          error={errors.description?.message}
        />
        <SwitchField
          control={form.control}
          name="is_active"
          label="The class is meeting"
          description="Turn off for a class that no longer meets; its history is kept."
        />
        <FormActions
          submitting={isSubmitting}
          label={current ? "Save changes" : "Add class"}
          onCancel={onCancel}
        />
      </Stack>
    </form>
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
  const [shown, release] = useHeldValue(state);
  return (
    <Drawer
      closeButtonProps={{ "aria-label": "Close" }}
      opened={state !== null}
      onClose={onClose}
      position="right"
      size="md"
      padding="lg"
      title={
        <Text fw={700} fz="lg">
          {shown?.current ? `Edit ${shown.current.name}` : "New class"}
        </Text>
      }
      onExitTransitionEnd={release}
    >
      {shown && (
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
    </Drawer>
  );
}
