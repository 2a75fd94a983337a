import { type Member, memberFields, pastDateInForm } from "@cm/contracts";
import { Divider, SimpleGrid } from "@mantine/core";
import type { FieldPath } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  ChoiceField,
  DateField,
  KitForm,
  recordFormNames,
  SwitchField,
  TextAreaField,
  TextField,
  useSchemaForm,
} from "../../../components/form-kit";
import { memberName } from "../../../lib/member-queries";
import { notify } from "../../../lib/notify";
import { useChurchMemberFields } from "../api/member-fields-api";
import { useCreateMember, useUpdateMember } from "../api/members-api";
import { genderOptions, maritalOptions } from "./member-labels";
import {
  MemberOwnFieldInputs,
  ownFieldDefaults,
  ownFieldName,
  ownFieldValues,
} from "./member-own-field-inputs";
import { SuggestField } from "./suggest-field";

// A date box that is left empty sends null, as the API expects.
const emptyToNull = (value: unknown) => (value === "" ? null : value);
const memberForm = z.object({
  ...memberFields,
  date_of_birth: z.preprocess(emptyToNull, pastDateInForm("The date of birth").nullable()),
  membership_date: z.preprocess(emptyToNull, memberFields.membership_date),
  baptism_date: z.preprocess(emptyToNull, pastDateInForm("The baptism date").nullable()),
  // The church's own fields, by field id: the server checks each by its type. A choice box the
  // member has no value in and that nobody touched holds nothing (sent as null).
  custom_fields: z.record(z.string(), z.string().nullish()).optional(),
});
type FormValues = z.input<typeof memberForm>;

const FIELDS = Object.keys(memberFields) as FieldPath<FormValues>[];

function initialValues(member: Member | null): FormValues {
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
    custom_fields: ownFieldDefaults(member?.custom_fields),
  };
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
  const { t } = useTranslation("members");
  const create = useCreateMember();
  const update = useUpdateMember();
  const { fields: ownFields } = useChurchMemberFields(member?.church ?? church);
  const kit = useSchemaForm(memberForm, {
    defaultValues: initialValues(member),
    fields: [...FIELDS, ...ownFields.map(ownFieldName)],
    failure: member ? t("The changes were not saved") : t("The member was not added"),
    onSubmit: async ({ custom_fields, ...rest }) => {
      const values = { ...rest, custom_fields: ownFieldValues(ownFields, custom_fields) };
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
          ? t("The changes to {name} have been saved.", { name: memberName(saved) })
          : t("{name} has been added.", { name: memberName(saved) }),
      );
      onDone(saved);
    },
  });

  return (
    <KitForm
      kit={kit}
      {...recordFormNames(member, {
        edit: (m) => t("Edit {name}", { name: memberName(m) }),
        add: t("New member"),
        submit: t("Add member"),
      })}
      onCancel={onCancel}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextField name="first_name" label={t("First name")} required />
        <TextField name="last_name" label={t("Last name")} required />
      </SimpleGrid>
      <TextField name="other_names" label={t("Other names")} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <ChoiceField
          name="gender"
          label={t("Gender")}
          placeholder={t("Not given")}
          data={genderOptions()}
          clearable
        />
        <DateField name="date_of_birth" label={t("Date of birth")} />
      </SimpleGrid>
      <ChoiceField
        name="marital_status"
        label={t("Marital status")}
        placeholder={t("Not given")}
        data={maritalOptions()}
        clearable
      />

      <Divider label={t("Contact")} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextField name="phone" label={t("Phone")} type="tel" />
        <TextField name="email" label={t("E-mail")} type="email" />
      </SimpleGrid>
      <TextField name="address" label={t("Address")} />
      <TextField name="occupation" label={t("Occupation")} />

      <Divider label={t("Church life")} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateField name="membership_date" label={t("Member since")} />
        <DateField name="baptism_date" label={t("Baptism date")} />
      </SimpleGrid>
      <SuggestField name="category" label={t("Category")} list="categories" />
      <SuggestField name="home_cell_fellowship" label={t("Home cell")} list="home_cell_fellowships" />
      <SuggestField name="home_cell_pastor" label={t("Home-cell pastor")} list="home_cell_pastors" />
      <SwitchField
        name="is_active"
        label={t("Active member")}
        description={t("Inactive members stay on the roll but are left out of active counts.")}
      />
      <MemberOwnFieldInputs fields={ownFields} />
      <TextAreaField name="notes" label={t("Notes")} rows={3} />
    </KitForm>
  );
}
