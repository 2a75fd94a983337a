import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { FormAlert } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";

/** What the dialog's fields read their server messages through. */
type ServerErrorsOf = Pick<ReturnType<typeof useServerErrors>, "fieldError" | "text">;

import { notify } from "../../../lib/notify";
import { useHeldValue } from "../../../lib/use-held-value";

/** A refusal made before anything is sent: the field it is about and what to do. */
export type Refusal = { field: string; message: string };

/**
 * A small form in a dialog for one asset action: shown while `subject` is set, it runs `run`,
 * says what happened in a toast and closes. The server's messages land under the `fields` they
 * name (the children read them through `fieldError` or bind inputs with `text`); the rest stays in
 * the dialog's alert.
 */
export function ActionModal<T>({
  subject,
  onClose,
  title,
  submit,
  fields,
  check,
  run,
  done,
  failed,
  children,
}: {
  subject: T | null;
  onClose: () => void;
  title: string;
  submit: string;
  /** The fields the dialog shows, by the API's names, with their current values. */
  fields: Readonly<Record<string, unknown>>;
  /** What must be chosen before anything is sent. */
  check?: () => Refusal | null;
  run: (subject: T) => Promise<unknown>;
  done: string;
  failed: string;
  children: (subject: T, server: ServerErrorsOf) => ReactNode;
}) {
  const [shown, release] = useHeldValue(subject);
  const [busy, setBusy] = useState(false);
  const server = useServerErrors(fields);
  async function confirm() {
    if (!shown) return;
    const refusal = check?.();
    if (refusal) return server.say(refusal.message, refusal.field);
    setBusy(true);
    server.clear();
    try {
      await run(shown);
      notify.success(done);
      onClose();
    } catch (error) {
      notify.error({ title: failed, message: server.show(error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      opened={subject !== null}
      onClose={() => !busy && onClose()}
      onExitTransitionEnd={() => {
        release();
        server.clear();
      }}
      title={
        <Text fw={700} fz="lg">
          {title}
        </Text>
      }
      centered
    >
      {shown !== null && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <Stack gap="md">
            <FormAlert message={server.alert} />
            {children(shown, server)}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                {submit}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
