import { type Announcement, announcementCreate } from "@cm/contracts";
import { Input, SegmentedControl, Stack } from "@mantine/core";
import { Controller } from "react-hook-form";
import {
  KitForm,
  recordFormNames,
  TextAreaField,
  TextField,
  useSchemaForm,
} from "../../../components/form-kit";
import { notify } from "../../../lib/notify";
import { useCreateAnnouncement, useUpdateAnnouncement } from "../api/communication-api";

type AnnouncementFormProps = {
  /** The announcement to change; none for a new one. */
  announcement?: Announcement;
  onDone: () => void;
};

/** Title, text and whether it is published; a draft is seen only by administrators. */
export function AnnouncementForm({ announcement, onDone }: AnnouncementFormProps) {
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const kit = useSchemaForm(announcementCreate, {
    defaultValues: {
      title: announcement?.title ?? "",
      content: announcement?.content ?? "",
      status: announcement?.status ?? "draft",
    },
    failure: "The announcement was not saved",
    onSubmit: async (values) => {
      if (announcement) await update.mutateAsync({ id: announcement.id, data: values });
      else await create.mutateAsync(values);
      notify.success(
        values.status === "published"
          ? `"${values.title}" is published.`
          : `"${values.title}" is saved as a draft.`,
      );
      onDone();
    },
  });

  return (
    <KitForm
      kit={kit}
      {...recordFormNames(announcement, {
        edit: "Edit announcement",
        add: "New announcement",
        submit: "Save announcement",
      })}
      onCancel={onDone}
    >
      <TextField name="title" label="Title" required />
      <TextAreaField name="content" label="Text" required autosize minRows={8} maxRows={20} />
      <Controller
        control={kit.form.control}
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
    </KitForm>
  );
}
