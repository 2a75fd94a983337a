import type { SiteBannerInput } from "@cm/contracts";
import { BANNER_LEVELS, msg, type SiteBanner, siteBannerCreate } from "@cm/contracts";
import { SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  ChoiceField,
  DateTimeField,
  KitForm,
  recordFormNames,
  SwitchField,
  TextAreaField,
  TextField,
  useSchemaForm,
} from "../../../components/form-kit";
import { endAfterStart } from "../../../components/form-kit/time-window";
import { fromLocalInput, toLocalInput } from "../../../lib/local-date-time";
import { notify } from "../../../lib/notify";
import { useSaveBanner } from "../api/settings-api";

export const LEVEL_LABELS: Record<SiteBanner["level"], string> = {
  info: msg("Information (blue)"),
  success: msg("Good news (green)"),
  warning: msg("Warning (orange)"),
  error: msg("Urgent (red)"),
};
// Colour names, not words shown ("as const" keeps the text check from reading `error:` as a message).
export const LEVEL_COLORS: Record<SiteBanner["level"], string> = {
  info: "blue",
  success: "teal",
  warning: "orange",
  error: "red" as const,
};
/** The colour choices, in the words of the language shown (`t` of this folder). */
export const levelChoices = (t: (key: string) => string) =>
  BANNER_LEVELS.map((value) => ({ value, label: t(LEVEL_LABELS[value]) }));

// The contract's fields, with the optional window as local date-time inputs.
const bannerForm = siteBannerCreate
  .pick({ title: true, message: true, level: true, is_active: true })
  .extend({ starts_at: z.string(), ends_at: z.string() })
  .superRefine(endAfterStart("starts_at", "ends_at"));
type Output = z.output<typeof bannerForm>;

export function toBannerInput(values: Output): SiteBannerInput {
  return { ...values, starts_at: fromLocalInput(values.starts_at), ends_at: fromLocalInput(values.ends_at) };
}

/** A site-wide banner: its words, colour, and when it shows. */
export function BannerForm({ banner, onDone }: { banner?: SiteBanner; onDone: () => void }) {
  const { t } = useTranslation("settings");
  const save = useSaveBanner();
  const kit = useSchemaForm(bannerForm, {
    defaultValues: {
      title: banner?.title ?? "",
      message: banner?.message ?? "",
      level: banner?.level ?? "info",
      is_active: banner?.is_active ?? true,
      starts_at: toLocalInput(banner?.starts_at),
      ends_at: toLocalInput(banner?.ends_at),
    },
    failure: t("The banner was not saved"),
    onSubmit: async (values) => {
      await save.mutateAsync({ id: banner?.id ?? null, data: toBannerInput(values) });
      notify.success(t("The banner has been saved."));
      onDone();
    },
  });

  return (
    <KitForm
      kit={kit}
      {...recordFormNames(banner, { edit: t("Edit banner"), add: t("New banner"), submit: t("Save banner") })}
      onCancel={onDone}
    >
      <TextField name="title" label={t("Title (optional)")} />
      <TextAreaField name="message" label={t("Message")} required autosize minRows={2} maxRows={6} />
      <ChoiceField
        name="level"
        label={t("Colour")}
        data={levelChoices(t)}
        fallback="info"
        allowDeselect={false}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateTimeField name="starts_at" label={t("Show from (optional)")} />
        <DateTimeField name="ends_at" label={t("Show until (optional)")} />
      </SimpleGrid>
      <SwitchField
        name="is_active"
        label={t("Active")}
        description={t("Turn off to stop showing it without deleting it.")}
      />
    </KitForm>
  );
}
