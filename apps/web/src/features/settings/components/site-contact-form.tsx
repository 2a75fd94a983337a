import { type SiteSettings, siteSettingsUpdate } from "@cm/contracts";
import { SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { KitForm, TextField, UndoOrSave, useSchemaForm } from "../../../components/form-kit";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { notify } from "../../../lib/notify";
import { useSaveSiteSettings, useSiteSettings } from "../api/settings-api";

const FIELDS = ["organisation_name", "contact_email", "contact_phone", "location"] as const;

function ContactFields({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation("settings");
  const save = useSaveSiteSettings();
  const kit = useSchemaForm(siteSettingsUpdate, {
    defaultValues: settings,
    fields: FIELDS,
    failure: t("The contact details were not saved"),
    onSubmit: async (values) => {
      const saved = await save.mutateAsync(values);
      kit.form.reset(saved);
      notify.success(t("The contact details have been saved. The public site shows them now."));
    },
  });

  return (
    <KitForm
      kit={kit}
      label={t("Public contact details")}
      actions={<UndoOrSave kit={kit} original={settings} label={t("Save contact details")} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField name="organisation_name" label={t("Organisation name")} required />
        <TextField name="contact_email" label={t("Contact e-mail")} type="email" required />
        <TextField name="contact_phone" label={t("Telephone")} type="tel" />
        <TextField name="location" label={t("Location")} />
      </SimpleGrid>
    </KitForm>
  );
}

/** The organisation's public contact details: the footer, the contact page and the legal pages use them. */
export function SiteContactForm() {
  const { t } = useTranslation("settings");
  const query = useSiteSettings();
  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t("Loading the contact details")}>
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (query.isError) {
    return <QueryRetryAlert title={t("We could not load the contact details")} query={query} />;
  }
  return <ContactFields settings={query.data} />;
}
