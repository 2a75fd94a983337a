import { Button, Stack, Textarea, TextInput } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useServerErrors } from "../lib/form-errors";
import { notify } from "../lib/notify";
import { FormAlert } from "./form-parts";

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
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const server = useServerErrors({ [field]: text });
  async function confirm() {
    server.clear();
    setBusy(true);
    try {
      await send(text);
      notify.success(done);
      onDone();
    } catch (error) {
      notify.error({ title: failed, message: server.show(error) });
    } finally {
      setBusy(false);
    }
  }
  const input = {
    label,
    required: true,
    value: text,
    onChange: (e: { currentTarget: { value: string } }) => setText(e.currentTarget.value),
    error: server.fieldError(field),
  };
  return (
    <form
      noValidate
      aria-label={submit}
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <Stack gap="sm">
        <FormAlert message={server.alert} />
        {intro}
        {multiline ? <Textarea rows={3} {...input} /> : <TextInput {...input} />}
        <Button type="submit" color={color} loading={busy}>
          {submit}
        </Button>
      </Stack>
    </form>
  );
}
