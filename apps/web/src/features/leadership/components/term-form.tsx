import { leadershipFieldProblems } from "@cm/contracts";
import { Select, SimpleGrid } from "@mantine/core";
import { useMemo } from "react";
import { Controller } from "react-hook-form";
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
import { localToday } from "../../../lib/local-date-time";
import { notify } from "../../../lib/notify";
import { type Leadership, useCreateTerm, useRoleChoices, useUpdateTerm } from "../api/leadership-api";

export const termFormSchema = z
  .object({
    member: z.number({ error: "Choose the member." }).int().positive("Choose the member."),
    role: z.number({ error: "Choose the role." }).int().positive("Choose the role."),
    start_date: z.string().min(1, "Choose the date the term starts."),
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
    failure: term ? "The changes were not saved" : "The term was not added",
    onSubmit: async (values) => {
      const data = { ...values, end_date: values.end_date || null };
      if (term) {
        await update.mutateAsync({ id: term.id, data });
        notify.success("The term has been saved.");
      } else {
        const saved = await create.mutateAsync(data);
        notify.success(`${saved.member_name} has been added as ${saved.role_name}.`);
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
      {...recordFormNames(term, { edit: "Edit term", add: "New term", submit: "Add to the team" })}
      onCancel={onCancel}
    >
      <MemberField name="member" label="Member" required initialLabel={term?.member_name} empty={undefined} />
      <Controller
        control={kit.form.control}
        name="role"
        render={({ field, fieldState }) => (
          <Select
            label="Role"
            withAsterisk
            placeholder={roles.isPending ? "Loading the roles…" : "Choose a role"}
            data={roleData}
            searchable
            value={field.value ? String(field.value) : null}
            onChange={(id) => field.onChange(id ? Number(id) : undefined)}
            nothingFoundMessage="No role with this name"
            error={
              fieldState.error?.message ??
              (roles.isError ? "We could not load the roles. Try again later." : undefined)
            }
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateField name="start_date" label="Start date" required />
        <DateField name="end_date" label="End date" description="Leave empty while the term runs" />
      </SimpleGrid>
      <TextAreaField name="notes" label="Notes" rows={3} />
      <SwitchField
        name="is_active"
        label="Active"
        description="Turn off for a term that was recorded by mistake or is on hold."
      />
    </KitForm>
  );
}

export type TermDrawerState = { term: Leadership | null } | null;

export function TermDrawer({ state, onClose }: { state: TermDrawerState; onClose: () => void }) {
  return (
    <FormDrawer
      state={state}
      onClose={onClose}
      closeLabel="Close"
      title={(shown) => (shown?.term ? `Edit the term of ${shown.term.member_name}` : "Add a leader")}
    >
      {(shown) => (
        <TermForm key={shown.term?.id ?? "new"} term={shown.term} onDone={onClose} onCancel={onClose} />
      )}
    </FormDrawer>
  );
}
