import type { Role, User } from "@cm/contracts";
import { Drawer, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CreateUserForm, EditUserForm } from "./user-form";

type Actor = { id: number; role: Role; is_church_admin: boolean; church: number | null };

export type UserDrawerState = { mode: "create" } | { mode: "edit"; user: User } | null;

/** The create and edit forms, in a drawer beside the list. */
export function UserDrawer({
  state,
  actor,
  onClose,
}: {
  state: UserDrawerState;
  actor: Actor;
  onClose: () => void;
}) {
  const { t } = useTranslation("users");
  // The last content stays while the drawer slides out, instead of blanking mid-animation.
  const [shown, setShown] = useState(state);
  useEffect(() => {
    if (state) setShown(state);
  }, [state]);

  const title =
    shown?.mode === "edit" ? t("Edit {username}", { username: shown.user.username }) : t("New user");
  return (
    <Drawer
      opened={state !== null}
      onClose={onClose}
      title={
        <Text fw={700} fz="lg">
          {title}
        </Text>
      }
      position="right"
      size="md"
      padding="lg"
      onExitTransitionEnd={() => setShown(null)}
    >
      {shown?.mode === "create" && <CreateUserForm actor={actor} onDone={onClose} onCancel={onClose} />}
      {shown?.mode === "edit" && (
        <EditUserForm
          key={shown.user.id}
          actor={actor}
          user={shown.user}
          onDone={onClose}
          onCancel={onClose}
        />
      )}
    </Drawer>
  );
}
