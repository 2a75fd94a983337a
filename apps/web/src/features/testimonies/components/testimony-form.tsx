import { MEDICAL_DOCUMENT_MAX_BYTES, type Testimony } from "@cm/contracts";
import { Checkbox, FileInput, Select, Stack, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import { FormActions, FormAlert } from "../../../components/form-parts";
import { MemberPicker } from "../../../components/member-picker";
import { errorMessage } from "../../../lib/api-client";
import { useServerErrors } from "../../../lib/form-errors";
import { notify } from "../../../lib/notify";
import { useCreateTestimony, useTypeList, useUploadDocument } from "../api/testimonies-api";

type Values = {
  title: string;
  type: string;
  story: string;
  event_date: string;
  testifier_member: number | null;
  testifier_name: string;
  is_anonymous: boolean;
  consent_to_publish: boolean;
  documents: File[];
};
const FIELDS: FieldPath<Values>[] = [
  "title",
  "type",
  "story",
  "event_date",
  "testifier_member",
  "testifier_name",
  "consent_to_publish",
];

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
  const form = useForm<Values>({
    defaultValues: {
      title: "",
      type: "",
      story: "",
      event_date: "",
      testifier_member: null,
      testifier_name: "",
      is_anonymous: false,
      consent_to_publish: false,
      documents: [],
    },
  });
  const server = useServerErrors(FIELDS, form);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (v) => {
    server.clear();
    const tooBig = v.documents.find((f) => f.size > MEDICAL_DOCUMENT_MAX_BYTES);
    if (tooBig) {
      form.setError("documents", { message: `${tooBig.name} is larger than 10 MB.` });
      return;
    }
    let saved: Testimony;
    try {
      saved = await create.mutateAsync({
        title: v.title,
        type: Number(v.type) || 0,
        story: v.story,
        event_date: v.event_date || null,
        is_anonymous: v.is_anonymous,
        consent_to_publish: v.consent_to_publish,
        ...(forSomeoneElse ? { testifier_member: v.testifier_member, testifier_name: v.testifier_name } : {}),
      });
    } catch (error) {
      server.show(error);
      return;
    }
    const failed: string[] = [];
    for (const file of v.documents) {
      try {
        await upload.mutateAsync({ testimony: saved.id, file, onProgress: () => {} });
      } catch (error) {
        failed.push(`${file.name}: ${errorMessage(error)}`);
      }
    }
    if (failed.length > 0)
      notify.error({ title: "Some documents were not attached", message: failed.join(" ") });
    notify.success(
      forSomeoneElse
        ? `"${saved.title}" has been saved and waits for verification.`
        : "Thank you. Your testimony has been sent to your church for verification.",
    );
    onDone(saved);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert message={server.alert} />
        {forSomeoneElse && (
          <>
            <Controller
              control={form.control}
              name="testifier_member"
              render={({ field }) => (
                <MemberPicker
                  label="Testifier, if a member on record"
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.testifier_member?.message}
                />
              )}
            />
            <TextInput
              label="Or the testifier's name"
              description="For someone who is not on the members list"
              {...form.register("testifier_name", {
                validate: (name, all) =>
                  all.testifier_member !== null ||
                  name.trim() !== "" ||
                  "Choose a member or enter the testifier's name.",
              })}
              error={errors.testifier_name?.message}
            />
          </>
        )}
        <TextInput
          label="Title"
          required
          {...form.register("title", { required: "Give your testimony a title." })}
          error={errors.title?.message}
        />
        <Controller
          control={form.control}
          name="type"
          rules={{ required: "Choose the type of testimony." }}
          render={({ field }) => (
            <Select
              label="Type"
              required
              placeholder="Choose a type"
              data={(types.data?.results ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? "")}
              error={errors.type?.message}
            />
          )}
        />
        <Textarea
          label={forSomeoneElse ? "Story" : "Your story"}
          description="Plain text. Leave a blank line between paragraphs."
          required
          resize="vertical"
          rows={8}
          {...form.register("story", { required: "Tell the story." })}
          error={errors.story?.message}
        />
        <TextInput
          type="date"
          label="When did it happen?"
          {...form.register("event_date")}
          error={errors.event_date?.message}
        />
        <Controller
          control={form.control}
          name="is_anonymous"
          render={({ field }) => (
            <Switch
              label="Do not show the name on the public site"
              description="The public will read it as from a member of the church."
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="consent_to_publish"
          render={({ field }) => (
            <Checkbox
              label={
                forSomeoneElse
                  ? "The testifier agrees that this testimony may be published once verified"
                  : "I agree that my testimony may be published on the church's website once verified"
              }
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              error={errors.consent_to_publish?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="documents"
          render={({ field }) => (
            <FileInput
              label="Medical documents (optional)"
              description="PDF, JPEG or PNG, up to 10 MB each. Only the church's admins see them; they are never published."
              placeholder="Choose files"
              multiple
              clearable
              clearButtonProps={{ "aria-label": "Remove the chosen files" }}
              accept={ACCEPT}
              leftSection={<IconPaperclip size={16} />}
              value={field.value}
              onChange={(files) => field.onChange(files ?? [])}
              error={errors.documents?.message}
            />
          )}
        />
        {!forSomeoneElse && (
          <Text fz="xs" c="dimmed">
            Your church checks every testimony before it is published.
          </Text>
        )}
        <FormActions
          submitting={isSubmitting}
          label={forSomeoneElse ? "Save testimony" : "Share testimony"}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
