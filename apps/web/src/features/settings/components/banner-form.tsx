import { BANNER_LEVELS, type SiteBanner, siteBannerCreate } from "@cm/contracts";
import { Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { FormActions, FormAlert, SwitchField } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { formResolver } from "../../../lib/form-resolver";
import { fromLocalInput, toLocalInput } from "../../../lib/local-date-time";
import { notify } from "../../../lib/notify";
import { type BannerInput, useCreateBanner, useUpdateBanner } from "../api/settings-api";

export const LEVEL_LABELS: Record<SiteBanner["level"], string> = {
  info: "Information (blue)",
  success: "Good news (green)",
  warning: "Warning (orange)",
  error: "Urgent (red)",
};
export const LEVEL_COLORS: Record<SiteBanner["level"], string> = {
  info: "blue",
  success: "teal",
  warning: "orange",
  error: "red",
};
export const LEVEL_CHOICES = BANNER_LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] }));

// The contract's fields, with the optional window as local date-time inputs.
const bannerForm = siteBannerCreate
  .pick({ title: true, message: true, level: true, is_active: true })
  .extend({ starts_at: z.string(), ends_at: z.string() })
  .refine(
    (v) => {
      const start = fromLocalInput(v.starts_at);
      const end = fromLocalInput(v.ends_at);
      return !start || !end || end > start;
    },
    { path: ["ends_at"], message: "The end must be after the start." },
  );
type Values = z.input<typeof bannerForm>;
type Output = z.output<typeof bannerForm>;
const FIELDS = ["title", "message", "level", "is_active", "starts_at", "ends_at"] as const;

export function toBannerInput(values: Output): BannerInput {
  return { ...values, starts_at: fromLocalInput(values.starts_at), ends_at: fromLocalInput(values.ends_at) };
}

/** A site-wide banner: its words, colour, and when it shows. */
export function BannerForm({ banner, onDone }: { banner?: SiteBanner; onDone: () => void }) {
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const form = useForm<Values, unknown, Output>({
    resolver: formResolver(bannerForm),
    defaultValues: {
      title: banner?.title ?? "",
      message: banner?.message ?? "",
      level: banner?.level ?? "info",
      is_active: banner?.is_active ?? true,
      starts_at: toLocalInput(banner?.starts_at),
      ends_at: toLocalInput(banner?.ends_at),
    },
  });
  const server = useServerErrors(FIELDS, form);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    server.clear();
    try {
      const data = toBannerInput(values);
      if (banner) await update.mutateAsync({ id: banner.id, data });
      else await create.mutateAsync(data);
      notify.success("The banner has been saved.");
      onDone();
    } catch (error) {
      const rest = server.show(error);
      notify.error({
        title: "The banner was not saved",
        message: rest,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={banner ? "Edit banner" : "New banner"}>
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <TextInput label="Title (optional)" {...form.register("title")} error={errors.title?.message} />
        <Textarea
          label="Message"
          withAsterisk
          autosize
          minRows={2}
          maxRows={6}
          {...form.register("message")}
          error={errors.message?.message}
        />
        <Controller
          control={form.control}
          name="level"
          render={({ field }) => (
            <Select
              label="Colour"
              data={LEVEL_CHOICES}
              value={field.value ?? "info"}
              onChange={(value) => field.onChange(value ?? "info")}
              allowDeselect={false}
              error={errors.level?.message}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Show from (optional)"
            type="datetime-local"
            {...form.register("starts_at")}
            error={errors.starts_at?.message}
          />
          <TextInput
            label="Show until (optional)"
            type="datetime-local"
            {...form.register("ends_at")}
            error={errors.ends_at?.message}
          />
        </SimpleGrid>
        <SwitchField
          control={form.control}
          name="is_active"
          label="Active"
          description="Turn off to stop showing it without deleting it."
        />
        <FormActions
          submitting={isSubmitting}
          label={banner ? "Save changes" : "Save banner"}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
