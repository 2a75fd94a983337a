import { leadershipFieldProblems } from "@cm/contracts";
import { Select, SimpleGrid } from "@mantine/core";
import { useMemo } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormDrawer } from "../../../components/form-drawer";
import {
  DateField,
  KitForm,
  recordFormNames,
  SwitchField,
  TextAreaField,
  useSchemaForm,
} from "../../../components/form-kit";
import { MemberField } from "../../../components/form-kit/member-field";
import { ruleProblems } from "../../../components/form-kit/rule-problems";
import { translator } from "../../../lib/i18n";
import { localToday } from "../../../lib/local-date-time";
import { notify } from "../../../lib/notify";
import { type Leadership, useCreateTerm, useRoleChoices, useUpdateTerm } from "../api/leadership-api";

const t = translator("leadership");

export const termFormSchema = z
  .object({
    member: z
      .number({ error: () => t("Choose the member.") })
      .int()
      .positive({ error: () => t("Choose the member.") }),
    role: z
      .number({ error: () => t("Choose the role.") })
      .int()
      .positive({ error: () => t("Choose the role.") }),
    start_date: z.string().min(1, { error: () => t("Choose the date the term starts.") }),
    end_date: z.string(),
    is_active: z.boolean(),
    notes: z.string().trim().max(2000),
  })
  .superRefine(ruleProblems(leadershipFieldProblems));

function TermForm({
  term,
  onDone,
  onCancel,
}: {
  term: Leadership | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("leadership");
  const create = useCreateTerm();
  const update = useUpdateTerm();
  const roles = useRoleChoices();
  const kit = useSchemaForm(termFormSchema, {
    defaultValues: {
      member: term?.member ?? (undefined as unknown as number),
      role: term?.role ?? (undefined as unknown as number),
      start_date: term?.start_date ?? localToday(),
      end_date: term?.end_date ?? "",
      is_active: term?.is_active ?? true,
      notes: term?.notes ?? "",
    },
    failure: term ? t("The changes were not saved") : t("The term was not added"),
    onSubmit: async (values) => {
      const data = { ...values, end_date: values.end_date || null };
      if (term) {
        await update.mutateAsync({ id: term.id, data });
        notify.success(t("The term has been saved."));
      } else {
        const saved = await create.mutateAsync(data);
        notify.success(
          t("{member} has been added as {role}.", { member: saved.member_name, role: saved.role_name }),
        );
      }
      onDone();
    },
  });
  const roleData = useMemo(() => {
    const options = (roles.data?.results ?? []).map((r) => ({ value: String(r.id), label: r.name }));
    if (term && !options.some((o) => o.value === String(term.role))) {
      options.push({ value: String(term.role), label: term.role_name });
    }
    return options;
  }, [roles.data, term]);

  return (
    <KitForm
      kit={kit}
      {...recordFormNames(term, {
        edit: t("Edit term"),
        add: t("New term"),
        submit: t("Add to the team"),
      })}
      onCancel={onCancel}
    >
      <MemberField
        name="member"
        label={t("Member")}
        required
        initialLabel={term?.member_name}
        empty={undefined}
      />
      <Controller
        control={kit.form.control}
        name="role"
        render={({ field, fieldState }) => (
          <Select
            label={t("Role")}
            withAsterisk
            placeholder={roles.isPending ? t("Loading the roles…") : t("Choose a role")}
            data={roleData}
            searchable
            value={field.value ? String(field.value) : null}
            onChange={(id) => field.onChange(id ? Number(id) : undefined)}
            nothingFoundMessage={t("No role with this name")}
            error={
              fieldState.error?.message ??
              (roles.isError ? t("We could not load the roles. Try again later.") : undefined)
            }
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateField name="start_date" label={t("Start date")} required />
        <DateField name="end_date" label={t("End date")} description={t("Leave empty while the term runs")} />
      </SimpleGrid>
      <TextAreaField name="notes" label={t("Notes")} rows={3} />
      <SwitchField
        name="is_active"
        label={t("Active")}
        description={t("Turn off for a term that was recorded by mistake or is on hold.")}
      />
    </KitForm>
  );
}

export type TermDrawerState = { term: Leadership | null } | null;

export function TermDrawer({ state, onClose }: { state: TermDrawerState; onClose: () => void }) {
  const { t } = useTranslation("leadership");
  return (
    <FormDrawer
      state={state}
      onClose={onClose}
      closeLabel={t("Close")}
      title={(shown) =>
        shown?.term ? t("Edit the term of {member}", { member: shown.term.member_name }) : t("Add a leader")
      }
    >
      {(shown) => (
        <TermForm key={shown.term?.id ?? "new"} term={shown.term} onDone={onClose} onCancel={onClose} />
      )}
    </FormDrawer>
  );
}
