import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../lib/api-client";
import { notify } from "../lib/notify";

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
  const { t } = useTranslation("common");
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
            {t("Cancel")}
          </Button>
          <Button color={props.danger ? "red" : undefined} onClick={props.onConfirm} loading={props.busy}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

type Removal = { mutateAsync(id: number): Promise<unknown>; isPending: boolean };

/**
 * The "Delete this …?" step of a table: the row being asked about, and the props of its
 * ConfirmDialog. Confirming deletes the row and says so, or why not, in a toast.
 */
export function useConfirmedDelete<T extends { id: number }>(
  remove: Removal,
  messages: { deleted(row: T): string; failed: string },
) {
  const [target, setTarget] = useState<T | null>(null);
  async function confirm(row: T) {
    try {
      await remove.mutateAsync(row.id);
      notify.success(messages.deleted(row));
    } catch (error) {
      notify.error({ title: messages.failed, message: errorMessage(error) });
    } finally {
      setTarget(null);
    }
  }
  return {
    target,
    ask: (row: T) => setTarget(row),
    dialogProps: {
      opened: target !== null,
      danger: true,
      busy: remove.isPending,
      onConfirm: () => target && void confirm(target),
      onCancel: () => setTarget(null),
    },
  };
}
