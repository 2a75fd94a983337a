import { type SiteSettings, siteSettingsUpdate } from "@cm/contracts";
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormAlert } from "../../../components/form-parts";
import { errorMessage } from "../../../lib/api-client";
import { useServerErrors } from "../../../lib/form-errors";
import { formResolver } from "../../../lib/form-resolver";
import { notify } from "../../../lib/notify";
import { type SiteSettingsInput, useSaveSiteSettings, useSiteSettings } from "../api/settings-api";

type Values = z.input<typeof siteSettingsUpdate>;
const FIELDS = ["organisation_name", "contact_email", "contact_phone", "location"] as const;

function ContactFields({ settings }: { settings: SiteSettings }) {
  const save = useSaveSiteSettings();
  const form = useForm<Values, unknown, SiteSettingsInput>({
    resolver: formResolver(siteSettingsUpdate),
    defaultValues: settings,
  });
  const server = useServerErrors(FIELDS, form);
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    server.clear();
    try {
      const saved = await save.mutateAsync(values);
      form.reset(saved);
      notify.success("The contact details have been saved. The public site shows them now.");
    } catch (error) {
      const rest = server.show(error);
      notify.error({
        title: "The contact details were not saved",
        message: rest,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Public contact details">
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Organisation name"
            withAsterisk
            {...form.register("organisation_name")}
            error={errors.organisation_name?.message}
          />
          <TextInput
            label="Contact e-mail"
            type="email"
            withAsterisk
            {...form.register("contact_email")}
            error={errors.contact_email?.message}
          />
          <TextInput
            label="Telephone"
            type="tel"
            {...form.register("contact_phone")}
            error={errors.contact_phone?.message}
          />
          <TextInput label="Location" {...form.register("location")} error={errors.location?.message} />
        </SimpleGrid>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => form.reset(settings)} disabled={!isDirty || isSubmitting}>
            Undo changes
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            Save contact details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The organisation's public contact details: the footer, the contact page and the legal pages use them. */
export function SiteContactForm() {
  const query = useSiteSettings();
  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading the contact details">
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title="We could not load the contact details"
      >
        <Text fz="sm" mb="sm">
          {errorMessage(query.error)}
        </Text>
        <Button size="xs" color="red" variant="white" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return <ContactFields settings={query.data} />;
}
