import { passwordResetConfirm } from "@cm/contracts";
import { Button, PasswordInput, Stack } from "@mantine/core";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormAlert } from "../../../components/form-parts";
import { ApiError } from "../../../lib/api-client";
import { useServerErrors } from "../../../lib/form-errors";
import { formResolver } from "../../../lib/form-resolver";
import { useConfirmPasswordReset } from "../api/accounts-api";
import { NEW_PASSWORD_HINT, PASSWORDS_DIFFER } from "./password-fields";

const resetConfirmForm = passwordResetConfirm
  .extend({ confirm_password: z.string() })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ["confirm_password"],
    message: PASSWORDS_DIFFER,
  });
type ResetConfirmValues = z.input<typeof resetConfirmForm>;

type ResetConfirmFormProps = {
  uid: string;
  token: string;
  onChanged: () => void;
  /** The link was used or expired while the form was open. */
  onInvalidLink: () => void;
};

/** Sets a new password through a reset link. */
export function ResetConfirmForm({ uid, token, onChanged, onInvalidLink }: ResetConfirmFormProps) {
  const confirm = useConfirmPasswordReset(uid, token);
  const form = useForm<ResetConfirmValues, unknown, z.output<typeof resetConfirmForm>>({
    resolver: formResolver(resetConfirmForm),
    defaultValues: { new_password: "", confirm_password: "" },
  });
  const server = useServerErrors(["new_password"], form);

  const submit = form.handleSubmit(async ({ new_password }) => {
    server.clear();
    try {
      await confirm.mutateAsync(new_password);
      onChanged();
    } catch (error) {
      if (error instanceof ApiError && error.code === "invalid_reset_link") onInvalidLink();
      else server.show(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Choose a new password">
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <PasswordInput
          label="New password"
          description={NEW_PASSWORD_HINT}
          autoComplete="new-password"
          {...form.register("new_password")}
          error={form.formState.errors.new_password?.message}
        />
        <PasswordInput
          label="Repeat the new password"
          autoComplete="new-password"
          {...form.register("confirm_password")}
          error={form.formState.errors.confirm_password?.message}
        />
        <Button type="submit" size="md" fullWidth loading={form.formState.isSubmitting}>
          Save the new password
        </Button>
      </Stack>
    </form>
  );
}
