import { type Announcement, announcementCreate } from "@cm/contracts";
import { Input, SegmentedControl, Stack } from "@mantine/core";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("communication");
  const kit = useSchemaForm(announcementCreate, {
    defaultValues: {
      title: announcement?.title ?? "",
      content: announcement?.content ?? "",
      status: announcement?.status ?? "draft",
    },
    failure: t("The announcement was not saved"),
    onSubmit: async (values) => {
      if (announcement) await update.mutateAsync({ id: announcement.id, data: values });
      else await create.mutateAsync(values);
      notify.success(
        values.status === "published"
          ? t('"{title}" is published.', { title: values.title })
          : t('"{title}" is saved as a draft.', { title: values.title }),
      );
      onDone();
    },
  });

  return (
    <KitForm
      kit={kit}
      {...recordFormNames(announcement, {
        edit: t("Edit announcement"),
        add: t("New announcement"),
        submit: t("Save announcement"),
      })}
      onCancel={onDone}
    >
      <TextField name="title" label={t("Title")} required />
      <TextAreaField name="content" label={t("Text")} required autosize minRows={8} maxRows={20} />
      <Controller
        control={kit.form.control}
        name="status"
        render={({ field }) => (
          <Stack gap={4}>
            <Input.Label id="announcement-status">{t("Status")}</Input.Label>
            <SegmentedControl
              aria-labelledby="announcement-status"
              value={field.value ?? "draft"}
              onChange={field.onChange}
              data={[
                { value: "draft", label: t("Draft") },
                { value: "published", label: t("Published") },
              ]}
              style={{ alignSelf: "flex-start" }}
            />
            <Input.Description>
              {field.value === "published"
                ? t("Everyone sees it on the notifications page, and it counts in the badge.")
                : t("Only administrators see a draft.")}
            </Input.Description>
          </Stack>
        )}
      />
    </KitForm>
  );
}
