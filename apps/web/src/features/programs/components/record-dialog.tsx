import { ActionIcon, Button, Group, Modal, Stack, Text, Tooltip } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-parts";

/** The red "Remove" button of one row of a panel; `label` names the row for screen readers. */
export function RemoveButton({
  label,
  onClick,
  icon = <IconTrash size={16} />,
}: {
  label: string;
  onClick: () => void;
  icon?: ReactNode;
}) {
  const { t } = useTranslation("programs");
  return (
    <Tooltip label={t("Remove")}>
      <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * A dialog that sends what it asks for: the server's message, the fields, the way out and the
 * button that sends (red for a step that takes something away). A confirmation puts the way out
 * first in focus (`focusCancel`).
 */
export function RecordDialog({
  title,
  opened,
  onClose,
  alert,
  busy,
  submitLabel,
  submitDisabled,
  onSubmit,
  cancelLabel,
  danger = false,
  focusCancel = false,
  children,
}: {
  title: ReactNode;
  opened: boolean;
  onClose: () => void;
  alert: string | null;
  busy: boolean;
  submitLabel: ReactNode;
  submitDisabled?: boolean;
  onSubmit: () => void;
  cancelLabel?: string;
  danger?: boolean;
  focusCancel?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("programs");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={700} fz="lg">
          {title}
        </Text>
      }
      centered
    >
      <Stack gap="md">
        <FormAlert message={alert} />
        {children}
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            onClick={onClose}
            disabled={busy}
            data-autofocus={focusCancel || undefined}
          >
            {cancelLabel ?? t("Cancel")}
          </Button>
          <Button
            color={danger ? "red" : undefined}
            onClick={onSubmit}
            loading={busy}
            disabled={submitDisabled}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
