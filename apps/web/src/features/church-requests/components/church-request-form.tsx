import { churchRequestCreate } from "@cm/contracts";
import { Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormActions, FormAlert } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { formResolver } from "../../../lib/form-resolver";
import { notify } from "../../../lib/notify";
import { keptReferralCode } from "../../../lib/referral-link";
import {
  type ChurchRequestInput,
  useCreateChurchRequest,
  useRegionOptions,
} from "../api/church-requests-api";

const FIELDS = [
  "church_name",
  "region",
  "address",
  "contact_phone",
  "contact_email",
  "notes",
  "referral_code",
] as const;
type FormInput = z.input<typeof churchRequestCreate>;

/** The "Request a Church" form (spec section 1): the request goes to the officers for review. */
export function ChurchRequestForm({ onDone }: { onDone: () => void }) {
  const create = useCreateChurchRequest();
  const regions = useRegionOptions();
  const form = useForm<FormInput, unknown, ChurchRequestInput>({
    resolver: formResolver(churchRequestCreate) as never,
    defaultValues: {
      church_name: "",
      region: "",
      address: "",
      contact_phone: "",
      contact_email: "",
      notes: "",
      // An affiliate's link followed earlier fills this in; the requester may also type a code.
      referral_code: keptReferralCode() ?? undefined,
    },
  });
  const server = useServerErrors(FIELDS, form);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    server.clear();
    try {
      await create.mutateAsync(input);
      notify.success("Your church request has been sent.");
      onDone();
    } catch (error) {
      notify.error({ title: "Your request was not sent", message: server.show(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Request a Church">
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <TextInput
          label="Church name"
          withAsterisk
          {...form.register("church_name")}
          error={errors.church_name?.message}
        />
        <Controller
          control={form.control}
          name="region"
          render={({ field }) => (
            <Select
              label="Region"
              withAsterisk
              placeholder={regions.isPending ? "Loading regions…" : "Choose a region"}
              data={(regions.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
              value={field.value ? String(field.value) : null}
              onChange={(value) => field.onChange(value ?? "")}
              onBlur={field.onBlur}
              searchable
              error={
                errors.region
                  ? errors.region.type === "server"
                    ? errors.region.message
                    : "Choose a region."
                  : regions.isError
                    ? "Could not load the regions."
                    : undefined
              }
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <TextInput label="Address" {...form.register("address")} error={errors.address?.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Contact phone"
            type="tel"
            {...form.register("contact_phone")}
            error={errors.contact_phone?.message}
          />
          <TextInput
            label="Contact e-mail"
            type="email"
            {...form.register("contact_email")}
            error={errors.contact_email?.message}
          />
        </SimpleGrid>
        <Textarea
          label="Notes"
          autosize
          minRows={3}
          {...form.register("notes")}
          error={errors.notes?.message}
        />
        <TextInput
          label="Referral code (optional)"
          description="If someone from the affiliate programme sent you, their code."
          autoCapitalize="characters"
          {...form.register("referral_code", {
            setValueAs: (v: string) => (v?.trim() ? v.trim() : undefined),
          })}
          error={errors.referral_code?.message}
        />
        <FormActions submitting={isSubmitting} label="Send request" onCancel={onDone} />
      </Stack>
    </form>
  );
}
