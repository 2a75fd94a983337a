import { type ChangePasswordInput, changePasswordInput, PASSWORD_MIN } from "@cm/contracts";
import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormAlert } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { formResolver } from "../../../lib/form-resolver";
import { formatDateTime } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { useChangePassword } from "../api/profile-api";

const changePasswordForm = changePasswordInput.refine((v) => v.new_password === v.confirm_password, {
  path: ["confirm_password"],
  message: "The two new passwords do not match.",
});
const FIELDS = ["old_password", "new_password", "confirm_password"] as const;
const EMPTY = { old_password: "", new_password: "", confirm_password: "" };

/** Changes the password; other devices are signed out, this one stays signed in. */
export function ChangePasswordForm({ lastChanged }: { lastChanged: string | null }) {
  const change = useChangePassword();
  const form = useForm<z.input<typeof changePasswordForm>, unknown, ChangePasswordInput>({
    resolver: formResolver(changePasswordForm),
    defaultValues: EMPTY,
  });
  const server = useServerErrors(FIELDS, form);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    server.clear();
    try {
      await change.mutateAsync(input);
      form.reset(EMPTY);
      notify.success("Your password has been changed. Other devices have been signed out.");
    } catch (error) {
      const rest = server.show(error);
      notify.error({
        title: "Your password was not changed",
        message: rest,
      });
    }
  });

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} h="100%">
      <Title order={2} fz="lg" mb={4}>
        Change password
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        Last changed: {formatDateTime(lastChanged)}
      </Text>
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack gap="md">
          <FormAlert message={server.alert} />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            {...form.register("old_password")}
            error={errors.old_password?.message}
          />
          <PasswordInput
            label="New password"
            description={`At least ${PASSWORD_MIN} characters. Very common passwords are refused.`}
            autoComplete="new-password"
            {...form.register("new_password")}
            error={errors.new_password?.message}
          />
          <PasswordInput
            label="Repeat the new password"
            autoComplete="new-password"
            {...form.register("confirm_password")}
            error={errors.confirm_password?.message}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
