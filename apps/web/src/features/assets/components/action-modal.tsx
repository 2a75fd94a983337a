import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { FormAlert } from "../../../components/form-parts";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useHeldValue } from "../../../lib/use-held-value";

/**
 * A small form in a dialog for one asset action: shown while `subject` is set, it runs `run`,
 * says what happened in a toast and closes; the server's message stays in the dialog.
 */
export function ActionModal<T>({
  subject,
  onClose,
  title,
  submit,
  run,
  done,
  failed,
  children,
}: {
  subject: T | null;
  onClose: () => void;
  title: string;
  submit: string;
  run: (subject: T) => Promise<unknown>;
  done: string;
  failed: string;
  children: (subject: T) => ReactNode;
}) {
  const [shown, release] = useHeldValue(subject);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  async function confirm() {
    if (!shown) return;
    setBusy(true);
    setMessage(null);
    try {
      await run(shown);
      notify.success(done);
      onClose();
    } catch (error) {
      setMessage(errorMessage(error));
      notify.error({ title: failed, message: errorMessage(error) });
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
        setMessage(null);
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
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <Stack gap="md">
            <FormAlert message={message} />
            {children(shown)}
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

/** Moves an asset to a status its current one allows (spec: change_status/). */
