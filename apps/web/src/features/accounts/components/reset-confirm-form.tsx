import { passwordResetConfirm } from "@cm/contracts";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { KitForm, NewPasswordFields, useSchemaForm } from "../../../components/form-kit";
import { ApiError } from "../../../lib/api-client";
import { useConfirmPasswordReset } from "../api/accounts-api";
import { newPasswordHint, passwordsDiffer } from "./password-fields";

const resetConfirmForm = passwordResetConfirm
  .extend({ confirm_password: z.string() })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ["confirm_password"],
    error: passwordsDiffer,
  });

type ResetConfirmFormProps = {
  uid: string;
  token: string;
  onChanged: () => void;
  /** The link was used or expired while the form was open. */
  onInvalidLink: () => void;
};

/** Sets a new password through a reset link. */
export function ResetConfirmForm({ uid, token, onChanged, onInvalidLink }: ResetConfirmFormProps) {
  const { t } = useTranslation("accounts");
  const confirm = useConfirmPasswordReset(uid, token);
  const kit = useSchemaForm(resetConfirmForm, {
    defaultValues: { new_password: "", confirm_password: "" },
    fields: ["new_password"],
    onSubmit: async ({ new_password }) => {
      try {
        await confirm.mutateAsync(new_password);
      } catch (error) {
        if (error instanceof ApiError && error.code === "invalid_reset_link") return onInvalidLink();
        throw error;
      }
      onChanged();
    },
  });

  return (
    <KitForm kit={kit} label={t("Choose a new password")} submitLabel={t("Save the new password")} wide>
      <NewPasswordFields hint={newPasswordHint()} />
    </KitForm>
  );
}
