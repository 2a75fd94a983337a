import { ActionIcon, Button, Group, Modal, Stack, Text, Tooltip } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
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
  return (
    <Tooltip label="Remove">
      <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** The dialog a panel adds a row with: the server's message, the fields, Cancel and the save button. */
export function AddDialog({
  title,
  opened,
  onClose,
  alert,
  busy,
  submitLabel,
  submitDisabled,
  onSubmit,
  children,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  alert: string | null;
  busy: boolean;
  submitLabel: string;
  submitDisabled?: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
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
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={onSubmit} loading={busy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
