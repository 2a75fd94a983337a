import type { ChurchRequestInput } from "@cm/contracts";
import { churchRequestCreate } from "@cm/contracts";
import { Select, SimpleGrid } from "@mantine/core";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { KitForm, TextAreaField, TextField, useKitForm } from "../../../components/form-kit";
import { formResolver } from "../../../lib/form-resolver";
import { notify } from "../../../lib/notify";
import { keptReferralCode } from "../../../lib/referral-link";
import { useCreateChurchRequest, useRegionOptions } from "../api/church-requests-api";

const FIELDS = [
  "church_name",
  "region",
  "address",
  "contact_phone",
  "contact_email",
  "notes",
  "referral_code",
] as const;

/** The "Request a Church" form (spec section 1): the request goes to the officers for review. */
export function ChurchRequestForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("church-requests");
  const create = useCreateChurchRequest();
  const regions = useRegionOptions();
  const kit = useKitForm<ChurchRequestInput, ChurchRequestInput>({
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
    fields: FIELDS,
    failure: t("Your request was not sent"),
    onSubmit: async (input) => {
      await create.mutateAsync(input);
      notify.success(t("Your church request has been sent."));
      onDone();
    },
  });

  return (
    <KitForm kit={kit} label={t("Request a Church")} submitLabel={t("Send request")} onCancel={onDone}>
      <TextField name="church_name" label={t("Church name")} required />
      <Controller
        control={kit.form.control}
        name="region"
        render={({ field, fieldState: { error } }) => (
          <Select
            label={t("Region")}
            withAsterisk
            placeholder={regions.isPending ? t("Loading regions…") : t("Choose a region")}
            data={(regions.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
            value={field.value ? String(field.value) : null}
            onChange={(value) => field.onChange(value ?? "")}
            onBlur={field.onBlur}
            searchable
            error={
              error
                ? error.type === "server"
                  ? error.message
                  : t("Choose a region.")
                : regions.isError
                  ? t("Could not load the regions.")
                  : undefined
            }
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <TextField name="address" label={t("Address")} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField name="contact_phone" label={t("Contact phone")} type="tel" />
        <TextField name="contact_email" label={t("Contact e-mail")} type="email" />
      </SimpleGrid>
      <TextAreaField name="notes" label={t("Notes")} autosize minRows={3} />
      <TextField
        name="referral_code"
        label={t("Referral code (optional)")}
        description={t("If someone from the affiliate programme sent you, their code.")}
        autoCapitalize="characters"
        rules={{ setValueAs: (v: string) => (v?.trim() ? v.trim() : undefined) }}
      />
    </KitForm>
  );
}
