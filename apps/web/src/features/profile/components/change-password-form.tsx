import { changePasswordInput, PASSWORD_MIN } from "@cm/contracts";
import { Button, Group, Paper, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { KitForm, NewPasswordFields, PasswordField, useSchemaForm } from "../../../components/form-kit";
import { formatDateTime } from "../../../lib/format-date";
import { translator } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { useChangePassword } from "../api/profile-api";

const t = translator("profile");
// The message is read when the check runs, in the language shown then.
const changePasswordForm = changePasswordInput.refine((v) => v.new_password === v.confirm_password, {
  path: ["confirm_password"],
  error: () => t("The two new passwords do not match."),
});
const EMPTY = { old_password: "", new_password: "", confirm_password: "" };

/** Changes the password; other devices are signed out, this one stays signed in. */
export function ChangePasswordForm({ lastChanged }: { lastChanged: string | null }) {
  const { t } = useTranslation("profile");
  const change = useChangePassword();
  const kit = useSchemaForm(changePasswordForm, {
    defaultValues: EMPTY,
    failure: t("Your password was not changed"),
    onSubmit: async (input) => {
      await change.mutateAsync(input);
      kit.form.reset(EMPTY);
      notify.success(t("Your password has been changed. Other devices have been signed out."));
    },
  });

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} h="100%">
      <Title order={2} fz="lg" mb={4}>
        {t("Change password")}
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {t("Last changed: {date}", { date: formatDateTime(lastChanged) })}
      </Text>
      <KitForm
        kit={kit}
        label={t("Change password")}
        actions={
          <Group justify="flex-end">
            <Button type="submit" loading={kit.submitting}>
              {t("Change password")}
            </Button>
          </Group>
        }
      >
        <PasswordField name="old_password" label={t("Current password")} autoComplete="current-password" />
        <NewPasswordFields
          hint={t("At least {min} characters. Very common passwords are refused.", { min: PASSWORD_MIN })}
        />
      </KitForm>
    </Paper>
  );
}
