import { changePasswordInput, PASSWORD_MIN } from "@cm/contracts";
import { Button, Group, Paper, Text, Title } from "@mantine/core";
import { KitForm, PasswordField, useSchemaForm } from "../../../components/form-kit";
import { formatDateTime } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { useChangePassword } from "../api/profile-api";

const changePasswordForm = changePasswordInput.refine((v) => v.new_password === v.confirm_password, {
  path: ["confirm_password"],
  message: "The two new passwords do not match.",
});
const EMPTY = { old_password: "", new_password: "", confirm_password: "" };

/** Changes the password; other devices are signed out, this one stays signed in. */
export function ChangePasswordForm({ lastChanged }: { lastChanged: string | null }) {
  const change = useChangePassword();
  const kit = useSchemaForm(changePasswordForm, {
    defaultValues: EMPTY,
    failure: "Your password was not changed",
    onSubmit: async (input) => {
      await change.mutateAsync(input);
      kit.form.reset(EMPTY);
      notify.success("Your password has been changed. Other devices have been signed out.");
    },
  });

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} h="100%">
      <Title order={2} fz="lg" mb={4}>
        Change password
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        Last changed: {formatDateTime(lastChanged)}
      </Text>
      <KitForm
        kit={kit}
        label="Change password"
        actions={
          <Group justify="flex-end">
            <Button type="submit" loading={kit.submitting}>
              Change password
            </Button>
          </Group>
        }
      >
        <PasswordField name="old_password" label="Current password" autoComplete="current-password" />
        <PasswordField
          name="new_password"
          label="New password"
          description={`At least ${PASSWORD_MIN} characters. Very common passwords are refused.`}
          autoComplete="new-password"
        />
        <PasswordField name="confirm_password" label="Repeat the new password" autoComplete="new-password" />
      </KitForm>
    </Paper>
  );
}
