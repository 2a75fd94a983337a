import { IconMailCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { KitForm, TextField, useSchemaForm } from "../../../components/form-kit";
import { Notice } from "../../../components/notice";
import { translator } from "../../../lib/i18n";
import { useRequestPasswordReset } from "../api/accounts-api";

const t = translator("accounts");

// The contract accepts any text (the API answers the same either way); here a typo is worth catching.
const resetRequestForm = z.object({
  email: z
    .email({ error: () => t("Enter a valid e-mail address.") })
    .trim()
    .max(254),
});

/** Asks for the e-mail address and says, once sent, that a link is on its way. */
export function ResetRequestForm() {
  const { t } = useTranslation("accounts");
  const request = useRequestPasswordReset();
  const kit = useSchemaForm(resetRequestForm, {
    defaultValues: { email: "" },
    onSubmit: async ({ email }) => request.mutateAsync(email),
  });

  if (request.isSuccess) {
    return (
      <Notice color="teal" icon={IconMailCheck} title={t("Check your inbox")} role="status">
        {request.data.detail}
      </Notice>
    );
  }

  return (
    <KitForm kit={kit} label={t("Reset password")} submitLabel={t("Send the reset link")} wide>
      <TextField
        name="email"
        label={t("E-mail")}
        type="email"
        autoComplete="email"
        placeholder={t("The address on your account")}
      />
    </KitForm>
  );
}
