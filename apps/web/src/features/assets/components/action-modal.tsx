import { Modal, Text } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import { KitForm, type KitFormState, useKitForm } from "../../../components/form-kit";
import { notify } from "../../../lib/notify";
import { useHeldValue } from "../../../lib/use-held-value";

/** A refusal made before anything is sent: the field it is about and what to do. */
export type Refusal = { field: string; message: string };

type ActionProps<T, V extends FieldValues> = {
  title: string;
  submit: string;
  /** The dialog's fields, by the API's names, as they start for `subject`. */
  initial: (subject: T) => DefaultValues<V>;
  /** What must be chosen before anything is sent. */
  check?: (values: V) => Refusal | null;
  run: (subject: T, values: V) => Promise<unknown>;
  done: string;
  failed: string;
  /** The dialog's fields, bound by name to its kit form. */
  children: (subject: T, kit: KitFormState<V>) => ReactNode;
};

/**
 * A small form in a dialog for one asset action: shown while `subject` is set, it runs `run` with
 * the form's values, says what happened in a toast and closes. It is a kit form: the server's
 * messages land under the fields they name and the rest stays in the dialog's alert. Each opening
 * starts from `initial`.
 */
export function ActionModal<T, V extends FieldValues>({
  subject,
  onClose,
  title,
  ...action
}: ActionProps<T, V> & { subject: T | null; onClose: () => void }) {
  // The subject stays shown while the dialog slides out; its form goes once it has.
  const [shown, release] = useHeldValue(subject);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      opened={subject !== null}
      onClose={() => !busy && onClose()}
      onExitTransitionEnd={release}
      title={
        <Text fw={700} fz="lg">
          {title}
        </Text>
      }
      centered
    >
      {shown !== null && (
        <ActionForm subject={shown} title={title} onClose={onClose} onBusy={setBusy} {...action} />
      )}
    </Modal>
  );
}

function ActionForm<T, V extends FieldValues>({
  subject,
  onClose,
  onBusy,
  title,
  submit,
  initial,
  check,
  run,
  done,
  failed,
  children,
}: ActionProps<T, V> & { subject: T; onClose: () => void; onBusy: (busy: boolean) => void }) {
  const kit: KitFormState<V> = useKitForm<V>({
    defaultValues: initial(subject),
    failure: failed,
    onSubmit: async (values) => {
      const refusal = check?.(values);
      if (refusal) return kit.say(refusal.message, refusal.field);
      await run(subject, values);
      notify.success(done);
      onClose();
    },
  });
  // The dialog does not close while its action is on its way.
  useEffect(() => {
    onBusy(kit.submitting);
    return () => onBusy(false);
  }, [kit.submitting, onBusy]);
  return (
    <KitForm kit={kit} label={title} submitLabel={submit} onCancel={onClose}>
      {children(subject, kit)}
    </KitForm>
  );
}
