import { confirmWithPassword } from "@cm/contracts";
import { Modal, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogActions } from "../../../components/dialog-actions";
import { KitForm, PasswordField, useSchemaForm } from "../../../components/form-kit";

type ConfirmPasswordModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Runs the action with the password; throws the API's error when it fails. */
  onConfirm: (password: string) => Promise<unknown>;
  /** Toast title when the action fails for another reason than the password. */
  failureTitle: string;
};

/** A destructive step confirmed by typing the account's password. */
export function ConfirmPasswordModal(props: ConfirmPasswordModalProps) {
  // While the action runs the dialog stays open.
  const [busy, setBusy] = useState(false);
  async function confirm(password: string) {
    setBusy(true);
    try {
      return await props.onConfirm(password);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      opened={props.opened}
      onClose={() => !busy && props.onClose()}
      title={
        <Text fw={700} fz="lg">
          {props.title}
        </Text>
      }
      centered
    >
      {/* The form is made anew each time the dialog opens: no password or message is left over. */}
      <PasswordForm {...props} onConfirm={confirm} />
    </Modal>
  );
}

function PasswordForm({
  title,
  children,
  confirmLabel,
  onConfirm,
  failureTitle,
  onClose,
}: ConfirmPasswordModalProps) {
  const { t } = useTranslation("profile");
  const kit = useSchemaForm(confirmWithPassword, {
    defaultValues: { password: "" },
    failure: failureTitle,
    onSubmit: async ({ password }) => {
      await onConfirm(password);
      kit.form.reset();
    },
  });
  return (
    <KitForm
      kit={kit}
      label={title}
      actions={
        <DialogActions
          busy={kit.submitting}
          label={confirmLabel}
          onCancel={onClose}
          color="red"
          cancelLabel={t("Keep my account")}
        />
      }
    >
      <Text fz="sm">{children}</Text>
      <PasswordField
        name="password"
        label={t("Your password")}
        autoComplete="current-password"
        data-autofocus
      />
    </KitForm>
  );
}
