import { msg } from "@cm/contracts";
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconLogout, IconTrash, IconUserOff } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify";
import { type CloseAccountKind, signOutSoon, useCloseAccount } from "../api/profile-api";
import { ConfirmPasswordModal } from "./confirm-password-modal";

type Action = {
  kind: CloseAccountKind;
  title: string;
  text: string;
  button: string;
  icon: ReactNode;
  confirm: string;
};

const ACTIONS: Action[] = [
  {
    kind: "deactivate",
    title: msg("Deactivate your account"),
    text: msg(
      "You will be signed out and cannot sign in again until an administrator reactivates the account. Your details are kept.",
    ),
    button: msg("Deactivate account"),
    icon: <IconUserOff size={16} />,
    confirm: msg("Enter your password to deactivate your account. You will be signed out."),
  },
  {
    kind: "delete",
    title: msg("Delete your account"),
    text: msg("Your name, e-mail address and picture are removed for good. This cannot be undone."),
    button: msg("Delete account"),
    icon: <IconTrash size={16} />,
    confirm: msg("Enter your password to delete your account for good. This cannot be undone."),
  },
];

/** Deactivating or deleting the account, each confirmed with the password; then a sign-out 1.5 s later. */
export function DangerZone() {
  const { t } = useTranslation("profile");
  const deactivate = useCloseAccount("deactivate");
  const remove = useCloseAccount("delete");
  const [opened, setOpened] = useState(false);
  // Kept after closing, so the modal's text stays put while it fades out.
  const [kind, setKind] = useState<CloseAccountKind>("deactivate");
  const [closed, setClosed] = useState(false);
  const current = ACTIONS.find((a) => a.kind === kind) ?? ACTIONS[0];

  async function run(kind: CloseAccountKind, password: string) {
    const result = await (kind === "delete" ? remove : deactivate).mutateAsync(password);
    setOpened(false);
    setClosed(true);
    notify.success({ title: result.detail, message: t("You will be signed out in a moment.") });
    signOutSoon();
  }

  return (
    <Stack gap="md">
      {closed && (
        <Alert color="gray" variant="light" icon={<IconLogout size={18} />} role="status">
          {t("Signing you out…")}
        </Alert>
      )}
      {ACTIONS.map((action) => (
        <Paper
          key={action.kind}
          withBorder
          p={{ base: "md", sm: "lg" }}
          style={{ borderColor: "var(--mantine-color-red-3)" }}
        >
          <Group justify="space-between" align="center" gap="md">
            <Stack gap={4} style={{ flex: "1 1 320px" }}>
              <Title order={2} fz="lg">
                {t(action.title)}
              </Title>
              <Text c="dimmed" fz="sm">
                {t(action.text)}
              </Text>
            </Stack>
            <Button
              color="red"
              variant={action.kind === "delete" ? "filled" : "light"}
              leftSection={action.icon}
              onClick={() => {
                setKind(action.kind);
                setOpened(true);
              }}
              disabled={closed}
            >
              {t(action.button)}
            </Button>
          </Group>
        </Paper>
      ))}
      {current && (
        <ConfirmPasswordModal
          opened={opened}
          onClose={() => setOpened(false)}
          title={t(current.title)}
          confirmLabel={t(current.button)}
          failureTitle={t("Your account was not changed")}
          onConfirm={(password) => run(current.kind, password)}
        >
          {t(current.confirm)}
        </ConfirmPasswordModal>
      )}
    </Stack>
  );
}
