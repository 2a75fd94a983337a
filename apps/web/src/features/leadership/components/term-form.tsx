import { leadershipFieldProblems } from "@cm/contracts";
import { Drawer, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { FormActions, FormAlert, SwitchField } from "../../../components/form-parts";
import { MemberPicker } from "../../../components/member-picker";
import { useServerErrors } from "../../../lib/form-errors";
import { formResolver } from "../../../lib/form-resolver";
import { localToday } from "../../../lib/local-date-time";
import { notify } from "../../../lib/notify";
import { useHeldValue } from "../../../lib/use-held-value";
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
  .superRefine((v, ctx) => {
    for (const [field, message] of Object.entries(leadershipFieldProblems(v))) {
      ctx.addIssue({ code: "custom", path: [field], message });
    }
  });
type TermValues = z.infer<typeof termFormSchema>;
const FIELDS = ["member", "role", "start_date", "end_date", "is_active", "notes"] as const;

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
  const form = useForm<TermValues>({
    resolver: formResolver(termFormSchema),
    defaultValues: {
      member: term?.member ?? (undefined as unknown as number),
      role: term?.role ?? (undefined as unknown as number),
      start_date: term?.start_date ?? localToday(),
      end_date: term?.end_date ?? "",
      is_active: term?.is_active ?? true,
      notes: term?.notes ?? "",
    },
  });
  const server = useServerErrors(FIELDS, form);
  const { errors, isSubmitting } = form.formState;
  const roleData = useMemo(() => {
    const options = (roles.data?.results ?? []).map((r) => ({ value: String(r.id), label: r.name }));
    if (term && !options.some((o) => o.value === String(term.role))) {
      options.push({ value: String(term.role), label: term.role_name });
    }
    return options;
  }, [roles.data, term]);

  const submit = form.handleSubmit(async (values) => {
    server.clear();
    const data = { ...values, end_date: values.end_date || null };
    try {
      if (term) {
        await update.mutateAsync({ id: term.id, data });
        notify.success("The term has been saved.");
      } else {
        const saved = await create.mutateAsync(data);
        notify.success(`${saved.member_name} has been added as ${saved.role_name}.`);
      }
      onDone();
    } catch (error) {
      const rest = server.show(error);
      notify.error({
        title: term ? "The changes were not saved" : "The term was not added",
        message: rest,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={term ? "Edit term" : "New term"}>
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <Controller
          control={form.control}
          name="member"
          render={({ field }) => (
            <MemberPicker
              label="Member"
              required
              value={field.value ?? null}
              onChange={(id) => field.onChange(id ?? undefined)}
              initialLabel={term?.member_name}
              error={errors.member?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
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
                errors.role?.message ??
                (roles.isError ? "We could not load the roles. Try again later." : undefined)
              }
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            type="date"
            label="Start date"
            withAsterisk
            {...form.register("start_date")}
            error={errors.start_date?.message}
          />
          <TextInput
            type="date"
            label="End date"
            description="Leave empty while the term runs"
            {...form.register("end_date")}
            error={errors.end_date?.message}
          />
        </SimpleGrid>
        <Textarea label="Notes" rows={3} {...form.register("notes")} error={errors.notes?.message} />
        <SwitchField
          control={form.control}
          name="is_active"
          label="Active"
          description="Turn off for a term that was recorded by mistake or is on hold."
        />
        <FormActions
          submitting={isSubmitting}
          label={term ? "Save changes" : "Add to the team"}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

export type TermDrawerState = { term: Leadership | null } | null;

export function TermDrawer({ state, onClose }: { state: TermDrawerState; onClose: () => void }) {
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
          {shown?.term ? `Edit the term of ${shown.term.member_name}` : "Add a leader"}
        </Text>
      }
      onExitTransitionEnd={release}
    >
      {shown && (
        <TermForm key={shown.term?.id ?? "new"} term={shown.term} onDone={onClose} onCancel={onClose} />
      )}
    </Drawer>
  );
}
