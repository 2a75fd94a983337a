import { type Member, memberFields, pastDateInForm } from "@cm/contracts";
import { Autocomplete, Divider, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { type Control, Controller, type FieldPath, useForm } from "react-hook-form";
import { z } from "zod";
import { FormActions, FormAlert, SwitchField } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { formResolver } from "../../../lib/form-resolver";
import { memberName } from "../../../lib/member-queries";
import { notify } from "../../../lib/notify";
import {
  type MemberChoiceList,
  useCreateMember,
  useMemberChoices,
  useUpdateMember,
} from "../api/members-api";
import { GENDER_OPTIONS, MARITAL_OPTIONS } from "./member-labels";

// A date box that is left empty sends null, as the API expects.
const emptyToNull = (value: unknown) => (value === "" ? null : value);
const memberForm = z.object({
  ...memberFields,
  date_of_birth: z.preprocess(emptyToNull, pastDateInForm("The date of birth").nullable()),
  membership_date: z.preprocess(emptyToNull, memberFields.membership_date),
  baptism_date: z.preprocess(emptyToNull, pastDateInForm("The baptism date").nullable()),
});
type FormInput = z.input<typeof memberForm>;
type FormOutput = z.output<typeof memberForm>;

const FIELDS = Object.keys(memberFields) as FieldPath<FormInput>[];

function initialValues(member: Member | null): FormInput {
  return {
    first_name: member?.first_name ?? "",
    last_name: member?.last_name ?? "",
    other_names: member?.other_names ?? "",
    gender: member?.gender ?? "",
    date_of_birth: member?.date_of_birth ?? "",
    phone: member?.phone ?? "",
    email: member?.email ?? "",
    address: member?.address ?? "",
    marital_status: member?.marital_status ?? "",
    occupation: member?.occupation ?? "",
    membership_date: member?.membership_date ?? "",
    baptism_date: member?.baptism_date ?? "",
    category: member?.category ?? "",
    home_cell_fellowship: member?.home_cell_fellowship ?? "",
    home_cell_pastor: member?.home_cell_pastor ?? "",
    is_active: member?.is_active ?? true,
    notes: member?.notes ?? "",
  };
}

type ChoiceFieldProps = {
  control: Control<FormInput>;
  name: "category" | "home_cell_fellowship" | "home_cell_pastor";
  label: string;
  list: MemberChoiceList;
  description?: string;
};

/** A free-text box that suggests the values the church already uses. */
function ChoiceField({ control, name, label, list, description }: ChoiceFieldProps) {
  const choices = useMemberChoices(list);
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
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}

type MemberFormProps = {
  /** null adds a new member. */
  member: Member | null;
  church: number | null;
  onDone: (member: Member) => void;
  onCancel: () => void;
};

/** Adds a member or changes one; the API's messages appear under their fields. */
export function MemberForm({ member, church, onDone, onCancel }: MemberFormProps) {
  const create = useCreateMember();
  const update = useUpdateMember();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(memberForm),
    defaultValues: initialValues(member),
  });
  const server = useServerErrors(FIELDS, form);
  const { errors, isSubmitting } = form.formState;
  const { register, control } = form;

  const submit = form.handleSubmit(async (values) => {
    server.clear();
    try {
      const saved = member
        ? await update.mutateAsync({ id: member.id, data: values })
        : await create.mutateAsync({
            ...values,
            ...(church !== null ? { church } : {}),
            user: null,
            photo: "",
          });
      notify.success(
        member
          ? `The changes to ${memberName(saved)} have been saved.`
          : `${memberName(saved)} has been added.`,
      );
      onDone(saved);
    } catch (error) {
      const rest = server.show(error);
      notify.error({
        title: member ? "The changes were not saved" : "The member was not added",
        message: rest,
      });
    }
  });

  const textError = (name: keyof FormInput) => errors[name]?.message;

  return (
    <form onSubmit={submit} noValidate aria-label={member ? `Edit ${memberName(member)}` : "New member"}>
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            withAsterisk
            {...register("first_name")}
            error={textError("first_name")}
          />
          <TextInput
            label="Last name"
            withAsterisk
            {...register("last_name")}
            error={textError("last_name")}
          />
        </SimpleGrid>
        <TextInput label="Other names" {...register("other_names")} error={textError("other_names")} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Controller
            control={control}
            name="gender"
            render={({ field, fieldState }) => (
              <Select
                label="Gender"
                placeholder="Not given"
                data={GENDER_OPTIONS}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? "")}
                clearable
                error={fieldState.error?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <TextInput
            label="Date of birth"
            type="date"
            {...register("date_of_birth")}
            error={textError("date_of_birth")}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="marital_status"
          render={({ field, fieldState }) => (
            <Select
              label="Marital status"
              placeholder="Not given"
              data={MARITAL_OPTIONS}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? "")}
              clearable
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />

        <Divider label="Contact" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="Phone" type="tel" {...register("phone")} error={textError("phone")} />
          <TextInput label="E-mail" type="email" {...register("email")} error={textError("email")} />
        </SimpleGrid>
        <TextInput label="Address" {...register("address")} error={textError("address")} />
        <TextInput label="Occupation" {...register("occupation")} error={textError("occupation")} />

        <Divider label="Church life" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Member since"
            type="date"
            {...register("membership_date")}
            error={textError("membership_date")}
          />
          <TextInput
            label="Baptism date"
            type="date"
            {...register("baptism_date")}
            error={textError("baptism_date")}
          />
        </SimpleGrid>
        <ChoiceField control={control} name="category" label="Category" list="categories" />
        <ChoiceField
          control={control}
          name="home_cell_fellowship"
          label="Home cell"
          list="home_cell_fellowships"
        />
        <ChoiceField
          control={control}
          name="home_cell_pastor"
          label="Home-cell pastor"
          list="home_cell_pastors"
        />
        <SwitchField
          control={control}
          name="is_active"
          label="Active member"
          description="Inactive members stay on the roll but are left out of active counts."
        />
        <Textarea label="Notes" rows={3} {...register("notes")} error={textError("notes")} />
        <FormActions
          submitting={isSubmitting}
          label={member ? "Save changes" : "Add member"}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
