import { Button } from "@mantine/core";
import type { ReactNode } from "react";
import { notify } from "../lib/notify";
import { KitForm, TextAreaField, TextField, useKitForm } from "./form-kit";

/**
 * A form of one text (a reason, a reference): it sends what was typed, says so in a toast, and
 * shows the server's refusal under the field (or above it, in words, when it is about another).
 */
export function OneFieldForm({
  field,
  label,
  multiline = false,
  intro,
  submit,
  color,
  send,
  done,
  failed,
  onDone,
}: {
  /** The API's name of the text. */
  field: string;
  label: string;
  multiline?: boolean;
  intro?: ReactNode;
  submit: string;
  color?: string;
  send: (text: string) => Promise<unknown>;
  /** The success toast. */
  done: string;
  /** The failure toast's title. */
  failed: string;
  onDone: () => void;
}) {
  const kit = useKitForm<Record<string, string>>({
    defaultValues: { [field]: "" },
    failure: failed,
    onSubmit: async (values) => {
      await send(values[field] ?? "");
      notify.success(done);
      onDone();
    },
  });
  return (
    <KitForm
      kit={kit}
      label={submit}
      gap="sm"
      actions={
        <Button type="submit" color={color} loading={kit.submitting}>
          {submit}
        </Button>
      }
    >
      {intro}
      {multiline ? (
        <TextAreaField name={field} label={label} required rows={3} />
      ) : (
        <TextField name={field} label={label} required />
      )}
    </KitForm>
  );
}
