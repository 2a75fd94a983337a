import { passwordResetConfirm } from "@cm/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, PasswordInput, Stack } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "../../../lib/api-client";
import { applyApiErrors } from "../../../lib/form-errors";
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
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<ResetConfirmValues, unknown, z.output<typeof resetConfirmForm>>({
    resolver: zodResolver(resetConfirmForm),
    defaultValues: { new_password: "", confirm_password: "" },
  });

  const submit = form.handleSubmit(async ({ new_password }) => {
    setMessage(null);
    try {
      await confirm.mutateAsync(new_password);
      onChanged();
    } catch (error) {
      if (error instanceof ApiError && error.code === "invalid_reset_link") onInvalidLink();
      else setMessage(applyApiErrors(error, form.setError, ["new_password"]));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Choose a new password">
      <Stack gap="md">
        {message && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {message}
          </Alert>
        )}
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
