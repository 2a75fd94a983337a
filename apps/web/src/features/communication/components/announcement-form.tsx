import { type Announcement, announcementCreate } from "@cm/contracts";
import { Input, SegmentedControl, Stack, Textarea, TextInput } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormActions, FormAlert } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { formResolver } from "../../../lib/form-resolver";
import { notify } from "../../../lib/notify";
import {
  type AnnouncementInput,
  useCreateAnnouncement,
  useUpdateAnnouncement,
} from "../api/communication-api";

type Values = z.input<typeof announcementCreate>;
const FIELDS = ["title", "content", "status"] as const;

type AnnouncementFormProps = {
  /** The announcement to change; none for a new one. */
  announcement?: Announcement;
  onDone: () => void;
};

/** Title, text and whether it is published; a draft is seen only by administrators. */
export function AnnouncementForm({ announcement, onDone }: AnnouncementFormProps) {
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const form = useForm<Values, unknown, AnnouncementInput>({
    resolver: formResolver(announcementCreate),
    defaultValues: {
      title: announcement?.title ?? "",
      content: announcement?.content ?? "",
      status: announcement?.status ?? "draft",
    },
  });
  const server = useServerErrors(FIELDS, form);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    server.clear();
    try {
      if (announcement) await update.mutateAsync({ id: announcement.id, data: values });
      else await create.mutateAsync(values);
      notify.success(
        values.status === "published"
          ? `"${values.title}" is published.`
          : `"${values.title}" is saved as a draft.`,
      );
      onDone();
    } catch (error) {
      const rest = server.show(error);
      notify.error({
        title: "The announcement was not saved",
        message: rest,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={announcement ? "Edit announcement" : "New announcement"}>
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <TextInput label="Title" withAsterisk {...form.register("title")} error={errors.title?.message} />
        <Textarea
          label="Text"
          withAsterisk
          autosize
          minRows={8}
          maxRows={20}
          {...form.register("content")}
          error={errors.content?.message}
        />
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <Stack gap={4}>
              <Input.Label id="announcement-status">Status</Input.Label>
              <SegmentedControl
                aria-labelledby="announcement-status"
                value={field.value ?? "draft"}
                onChange={field.onChange}
                data={[
                  { value: "draft", label: "Draft" },
                  { value: "published", label: "Published" },
                ]}
                style={{ alignSelf: "flex-start" }}
              />
              <Input.Description>
                {field.value === "published"
                  ? "Everyone sees it on the notifications page, and it counts in the badge."
                  : "Only administrators see a draft."}
              </Input.Description>
            </Stack>
          )}
        />
        <FormActions
          submitting={isSubmitting}
          label={announcement ? "Save changes" : "Save announcement"}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
