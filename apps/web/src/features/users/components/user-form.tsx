import { PASSWORD_MIN, type Role, type User, userCreate, userUpdate } from "@cm/contracts";
import { Alert, PasswordInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { FormProvider, useForm, useFormContext } from "react-hook-form";
import type { z } from "zod";
import { FormActions } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { formResolver } from "../../../lib/form-resolver";
import { notify } from "../../../lib/notify";
import { useCreateUser, useUpdateUser } from "../api/users-api";
import { PlacementFields, placeByRole } from "./placement-fields";

type Actor = { id: number; role: Role; is_church_admin: boolean; church: number | null };

// Activation is left out of the edit form on purpose: the deactivate action also ends the user's
// sessions, which a plain is_active update would not.
const userEdit = userUpdate.omit({ is_active: true });
type CreateValues = z.input<typeof userCreate>;
type EditValues = z.input<typeof userEdit>;

const CREATE_FIELDS = [
  "username",
  "email",
  "first_name",
  "last_name",
  "role",
  "is_church_admin",
  "church",
  "region",
  "password",
] as const;
const EDIT_FIELDS = [
  "email",
  "first_name",
  "last_name",
  "role",
  "is_church_admin",
  "church",
  "region",
] as const;

type FormProps = { actor: Actor; onDone: (user: User) => void; onCancel: () => void };

function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  );
}

/** Both forms hold first and last name; read through the form context like the placement fields. */
function NameFields() {
  const { register, formState } = useFormContext<{ first_name?: string; last_name?: string }>();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput
        label="First name"
        {...register("first_name")}
        error={formState.errors.first_name?.message}
      />
      <TextInput label="Last name" {...register("last_name")} error={formState.errors.last_name?.message} />
    </SimpleGrid>
  );
}

/** A new user: sign-in details, names, role and where they belong. */
export function CreateUserForm({ actor, onDone, onCancel }: FormProps) {
  const create = useCreateUser();
  const form = useForm<CreateValues, unknown, z.output<typeof userCreate>>({
    resolver: formResolver(userCreate),
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
  });
  const server = useServerErrors(CREATE_FIELDS, form);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    server.clear();
    try {
      const user = await create.mutateAsync(placeByRole(values));
      notify.success(`${user.username} can now sign in.`);
      onDone(user);
    } catch (error) {
      const rest = server.show(error);
      notify.error({
        title: "The user was not created",
        message: rest,
      });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="New user">
        <Stack gap="md">
          <FormAlert message={server.alert} />
          <TextInput
            label="Username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...form.register("username")}
            error={errors.username?.message}
          />
          <TextInput label="E-mail" type="email" {...form.register("email")} error={errors.email?.message} />
          <NameFields />
          <PlacementFields actor={actor} />
          <PasswordInput
            label="First password"
            description={`At least ${PASSWORD_MIN} characters. Give it to the person; they can change it later.`}
            autoComplete="new-password"
            {...form.register("password")}
            error={errors.password?.message}
          />
          <FormActions submitting={isSubmitting} label="Create user" onCancel={onCancel} />
        </Stack>
      </form>
    </FormProvider>
  );
}

/** Changes an existing user's e-mail, names, role and placement. */
export function EditUserForm({ actor, user, onDone, onCancel }: FormProps & { user: User }) {
  const update = useUpdateUser();
  const form = useForm<EditValues, unknown, z.output<typeof userEdit>>({
    resolver: formResolver(userEdit),
    defaultValues: {
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      role: user.role,
      is_church_admin: user.is_church_admin,
      church: user.church,
      region: user.region,
    },
  });
  const server = useServerErrors(EDIT_FIELDS, form);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    server.clear();
    try {
      const saved = await update.mutateAsync({ id: user.id, data: placeByRole(values) });
      notify.success(`The changes to ${saved.username} have been saved.`);
      onDone(saved);
    } catch (error) {
      const rest = server.show(error);
      notify.error({
        title: "The changes were not saved",
        message: rest,
      });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={`Edit ${user.username}`}>
        <Stack gap="md">
          <FormAlert message={server.alert} />
          <TextInput
            label="Username"
            value={user.username}
            readOnly
            disabled
            description="Usernames do not change."
          />
          <TextInput label="E-mail" type="email" {...form.register("email")} error={errors.email?.message} />
          <NameFields />
          <PlacementFields actor={actor} />
          <FormActions submitting={isSubmitting} label="Save changes" onCancel={onCancel} />
        </Stack>
      </form>
    </FormProvider>
  );
}
