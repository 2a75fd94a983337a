import type { Role, User } from "@cm/contracts";
import { useTranslation } from "react-i18next";
import { FormDrawer } from "../../../components/form-drawer";
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
  return (
    <FormDrawer
      state={state}
      onClose={onClose}
      title={(shown) =>
        shown?.mode === "edit" ? t("Edit {username}", { username: shown.user.username }) : t("New user")
      }
    >
      {(shown) =>
        shown.mode === "create" ? (
          <CreateUserForm actor={actor} onDone={onClose} onCancel={onClose} />
        ) : (
          <EditUserForm
            key={shown.user.id}
            actor={actor}
            user={shown.user}
            onDone={onClose}
            onCancel={onClose}
          />
        )
      }
    </FormDrawer>
  );
}
