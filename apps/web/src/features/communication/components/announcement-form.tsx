import { type Announcement, announcementCreate } from "@cm/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Input, SegmentedControl, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormActions, FormAlert } from "../../../components/form-parts";
import { applyApiErrors } from "../../../lib/form-errors";
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
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<Values, unknown, AnnouncementInput>({
    resolver: zodResolver(announcementCreate),
    defaultValues: {
      title: announcement?.title ?? "",
      content: announcement?.content ?? "",
      status: announcement?.status ?? "draft",
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
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
      const rest = applyApiErrors(error, form.setError, FIELDS);
      setMessage(rest);
      notify.error({
        title: "The announcement was not saved",
        message: rest ?? "Please correct the highlighted fields.",
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={announcement ? "Edit announcement" : "New announcement"}>
      <Stack gap="md">
        <FormAlert message={message} />
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
