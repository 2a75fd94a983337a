import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * Cancel and the step a dialog or form is for, at its foot on the right; Cancel is idle while the
 * step runs. Without `onConfirm` the step's button submits the form around it.
 */
export function DialogActions({
  busy,
  label,
  onCancel,
  onConfirm,
  color,
  disabled,
  cancelLabel,
  mt,
}: {
  busy: boolean;
  label: string;
  onCancel: () => void;
  onConfirm?: () => void;
  /** "red" for a step that takes something away, "teal" for an approval. */
  color?: string;
  disabled?: boolean;
  cancelLabel?: string;
  mt?: "xs";
}) {
  const { t } = useTranslation("common");
  return (
    <Group justify="flex-end" gap="xs" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {cancelLabel ?? t("Cancel")}
      </Button>
      <Button
        type={onConfirm ? "button" : "submit"}
        color={color}
        onClick={onConfirm}
        loading={busy}
        disabled={disabled}
      >
        {label}
      </Button>
    </Group>
  );
}
