import { MEDICAL_DOCUMENT_MAX_BYTES, type Testimony } from "@cm/contracts";
import { Checkbox, FileInput, Text } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  ChoiceField,
  DateField,
  KitForm,
  MemberField,
  SwitchField,
  TextAreaField,
  TextField,
  useSchemaForm,
} from "../../../components/form-kit";
import { errorMessage } from "../../../lib/api-client";
import { translator } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { useCreateTestimony, useTypeList, useUploadDocument } from "../api/testimonies-api";

const t = translator("testimonies");

// The messages are functions: each is written when the form checks, in the language shown then.
const testimonyFields = {
  title: z.string().min(1, { error: () => t("Give your testimony a title.") }),
  type: z.string().min(1, { error: () => t("Choose the type of testimony.") }),
  story: z.string().min(1, { error: () => t("Tell the story.") }),
  event_date: z.string(),
  testifier_member: z.number().nullable(),
  testifier_name: z.string(),
  is_anonymous: z.boolean(),
  consent_to_publish: z.boolean(),
  // Checked here before anything is sent; the server checks every file again by its content.
  documents: z.array(z.custom<File>()).superRefine((files, ctx) => {
    const tooBig = files.find((f) => f.size > MEDICAL_DOCUMENT_MAX_BYTES);
    if (tooBig)
      ctx.addIssue({ code: "custom", message: t("{name} is larger than 10 MB.", { name: tooBig.name }) });
  }),
};
const ownTestimony = z.object(testimonyFields);
/** Someone else's testimony names its testifier: a member on record, or a name typed in. */
const someoneElsesTestimony = z.object(testimonyFields).superRefine((v, ctx) => {
  if (v.testifier_member === null && v.testifier_name.trim() === "")
    ctx.addIssue({
      code: "custom",
      path: ["testifier_name"],
      message: t("Choose a member or enter the testifier's name."),
    });
});

const EMPTY: z.input<typeof ownTestimony> = {
  title: "",
  type: "",
  story: "",
  event_date: "",
  testifier_member: null,
  testifier_name: "",
  is_anonymous: false,
  consent_to_publish: false,
  documents: [],
};
const OWN_FIELDS = Object.keys(EMPTY).filter((name) => !name.startsWith("testifier_"));

/** What the file picker offers; the server checks every file again by its content. */
const ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

/**
 * Shares a testimony (a member, for themselves) or enters one for someone (a church admin, who
 * types the testifier's name), with the consent to publish and optional medical documents.
 */
export function TestimonyForm({
  forSomeoneElse,
  onDone,
  onCancel,
}: {
  forSomeoneElse: boolean;
  onDone: (saved: Testimony) => void;
  onCancel: () => void;
}) {
  const create = useCreateTestimony();
  const upload = useUploadDocument();
  const types = useTypeList({ page_size: 100, filters: { is_active: true } });
  const { t } = useTranslation("testimonies");
  const kit = useSchemaForm(forSomeoneElse ? someoneElsesTestimony : ownTestimony, {
    defaultValues: EMPTY,
    // The testifier's fields are shown only when entering someone else's testimony.
    fields: forSomeoneElse ? Object.keys(EMPTY) : OWN_FIELDS,
    onSubmit: async (v) => {
      const saved = await create.mutateAsync({
        title: v.title,
        type: Number(v.type) || 0,
        story: v.story,
        event_date: v.event_date || null,
        is_anonymous: v.is_anonymous,
        consent_to_publish: v.consent_to_publish,
        ...(forSomeoneElse ? { testifier_member: v.testifier_member, testifier_name: v.testifier_name } : {}),
      });
      const failed: string[] = [];
      for (const file of v.documents) {
        try {
          await upload.mutateAsync({ testimony: saved.id, file, onProgress: () => {} });
        } catch (error) {
          failed.push(`${file.name}: ${errorMessage(error)}`);
        }
      }
      if (failed.length > 0)
        notify.error({ title: t("Some documents were not attached"), message: failed.join(" ") });
      notify.success(
        forSomeoneElse
          ? t('"{title}" has been saved and waits for verification.', { title: saved.title })
          : t("Thank you. Your testimony has been sent to your church for verification."),
      );
      onDone(saved);
    },
  });

  return (
    <KitForm
      kit={kit}
      gap="sm"
      submitLabel={forSomeoneElse ? t("Save testimony") : t("Share testimony")}
      onCancel={onCancel}
    >
      {forSomeoneElse && (
        <>
          <MemberField name="testifier_member" label={t("Testifier, if a member on record")} />
          <TextField
            name="testifier_name"
            label={t("Or the testifier's name")}
            description={t("For someone who is not on the members list")}
          />
        </>
      )}
      <TextField name="title" label={t("Title")} required />
      <ChoiceField
        name="type"
        label={t("Type")}
        required
        placeholder={t("Choose a type")}
        data={(types.data?.results ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
      />
      <TextAreaField
        name="story"
        label={forSomeoneElse ? t("Story") : t("Your story")}
        description={t("Plain text. Leave a blank line between paragraphs.")}
        required
        resize="vertical"
        rows={8}
      />
      <DateField name="event_date" label={t("When did it happen?")} />
      <SwitchField
        name="is_anonymous"
        label={t("Do not show the name on the public site")}
        description={t("The public will read it as from a member of the church.")}
      />
      <Controller
        control={kit.form.control}
        name="consent_to_publish"
        render={({ field, fieldState }) => (
          <Checkbox
            ref={field.ref}
            label={
              forSomeoneElse
                ? t("The testifier agrees that this testimony may be published once verified")
                : t("I agree that my testimony may be published on the church's website once verified")
            }
            checked={field.value}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={kit.form.control}
        name="documents"
        render={({ field, fieldState }) => (
          <FileInput
            ref={field.ref}
            label={t("Medical documents (optional)")}
            description={t(
              "PDF, JPEG or PNG, up to 10 MB each. Only the church's admins see them; they are never published.",
            )}
            placeholder={t("Choose files")}
            multiple
            clearable
            clearButtonProps={{ "aria-label": t("Remove the chosen files") }}
            accept={ACCEPT}
            leftSection={<IconPaperclip size={16} />}
            value={field.value}
            onChange={(files) => field.onChange(files ?? [])}
            error={fieldState.error?.message}
          />
        )}
      />
      {!forSomeoneElse && (
        <Text fz="xs" c="dimmed">
          {t("Your church checks every testimony before it is published.")}
        </Text>
      )}
    </KitForm>
  );
}
