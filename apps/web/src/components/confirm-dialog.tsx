import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Red for steps that take something away. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before an action takes effect; Cancel is the easy way out. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={() => !props.busy && props.onCancel()}
      title={
        <Text fw={700} fz="lg">
          {props.title}
        </Text>
      }
      centered
    >
      <Stack gap="lg">
        <Text fz="sm">{props.children}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onCancel} disabled={props.busy} data-autofocus>
            Cancel
          </Button>
          <Button color={props.danger ? "red" : undefined} onClick={props.onConfirm} loading={props.busy}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
