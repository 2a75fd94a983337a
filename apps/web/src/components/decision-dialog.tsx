import { Modal, Stack, Text, Textarea } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DialogActions } from "./dialog-actions";

/**
 * A dialog that approves or rejects something waiting, with notes for the people it concerns:
 * what the decision does, the notes, and Cancel beside Approve (teal) or Reject (red). It does not
 * close while the decision is being sent.
 */
export function DecisionDialog({
  opened,
  approving,
  title,
  busy,
  alert,
  notes,
  onConfirm,
  onClose,
  children,
}: {
  opened: boolean;
  approving: boolean;
  title: string;
  busy: boolean;
  /** What the server refused that belongs to no field: the form's alert, above the explanation. */
  alert: ReactNode;
  notes: {
    label: string;
    maxLength: number;
    value: string;
    onChange: (value: string) => void;
    error?: string;
  };
  onConfirm: () => void;
  onClose: () => void;
  /** What approving or rejecting does, in a sentence or two. */
  children: ReactNode;
}) {
  const { t } = useTranslation("common");
  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onClose()}
      centered
      title={
        <Text fw={700} fz="lg">
          {title}
        </Text>
      }
    >
      <Stack gap="md">
        {alert}
        <Text fz="sm">{children}</Text>
        <Textarea
          label={notes.label}
          autosize
          minRows={3}
          maxLength={notes.maxLength}
          value={notes.value}
          onChange={(e) => notes.onChange(e.currentTarget.value)}
          error={notes.error}
          data-autofocus
        />
        <DialogActions
          busy={busy}
          label={approving ? t("Approve") : t("Reject")}
          onCancel={onClose}
          onConfirm={onConfirm}
          color={approving ? "teal" : "red"}
        />
      </Stack>
    </Modal>
  );
}
