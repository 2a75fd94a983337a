import { PASSWORD_MIN, type Role, type User, userCreate, userUpdate } from "@cm/contracts";
import { SimpleGrid, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { KitForm, PasswordField, TextField, useSchemaForm } from "../../../components/form-kit";
import { notify } from "../../../lib/notify";
import { useCreateUser, useUpdateUser } from "../api/users-api";
import { PlacementFields, placeByRole } from "./placement-fields";

type Actor = { id: number; role: Role; is_church_admin: boolean; church: number | null };

// Activation is left out of the edit form on purpose: the deactivate action also ends the user's
// sessions, which a plain is_active update would not.
const userEdit = userUpdate.omit({ is_active: true });
type FormProps = { actor: Actor; onDone: (user: User) => void; onCancel: () => void };

/** Both forms hold first and last name. */
function NameFields() {
  const { t } = useTranslation("users");
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextField name="first_name" label={t("First name")} />
      <TextField name="last_name" label={t("Last name")} />
    </SimpleGrid>
  );
}

/** A new user: sign-in details, names, role and where they belong. */
export function CreateUserForm({ actor, onDone, onCancel }: FormProps) {
  const { t } = useTranslation("users");
  const create = useCreateUser();
  const kit = useSchemaForm(userCreate, {
    defaultValues: {
      username: "",
      email: "",
      first_name: "",
      last_name: "",
      role: "MEMBER",
      is_church_admin: false,
      // A church officer adds people to their own church; national users choose one.
      church: actor.church,
      region: null,
      password: "",
    },
    failure: t("The user was not created"),
    onSubmit: async (values) => {
      const user = await create.mutateAsync(placeByRole(values));
      notify.success(t("{username} can now sign in.", { username: user.username }));
      onDone(user);
    },
  });

  return (
    <KitForm kit={kit} label={t("New user")} submitLabel={t("Create user")} onCancel={onCancel}>
      <TextField
        name="username"
        label={t("Username")}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField name="email" label={t("E-mail")} type="email" />
      <NameFields />
      <PlacementFields actor={actor} />
      <PasswordField
        name="password"
        label={t("First password")}
        description={t("At least {min} characters. Give it to the person; they can change it later.", {
          min: PASSWORD_MIN,
        })}
        autoComplete="new-password"
      />
    </KitForm>
  );
}

/** Changes an existing user's e-mail, names, role and placement. */
export function EditUserForm({ actor, user, onDone, onCancel }: FormProps & { user: User }) {
  const { t } = useTranslation("users");
  const update = useUpdateUser();
  const kit = useSchemaForm(userEdit, {
    defaultValues: {
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      role: user.role,
      is_church_admin: user.is_church_admin,
      church: user.church,
      region: user.region,
    },
    failure: t("The changes were not saved"),
    onSubmit: async (values) => {
      const saved = await update.mutateAsync({ id: user.id, data: placeByRole(values) });
      notify.success(t("The changes to {username} have been saved.", { username: saved.username }));
      onDone(saved);
    },
  });

  return (
    <KitForm
      kit={kit}
      label={t("Edit {username}", { username: user.username })}
      submitLabel={t("Save changes")}
      onCancel={onCancel}
    >
      <TextInput
        label={t("Username")}
        value={user.username}
        readOnly
        disabled
        description={t("Usernames do not change.")}
      />
      <TextField name="email" label={t("E-mail")} type="email" />
      <NameFields />
      <PlacementFields actor={actor} />
    </KitForm>
  );
}
