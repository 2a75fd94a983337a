import { registerInput, type User } from "@cm/contracts";
import { SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { KitForm, PasswordField, TextField, useSchemaForm } from "../../../components/form-kit";
import { forgetReferralCode, keptReferralCode } from "../../../lib/referral-link";
import { useRegister } from "../api/accounts-api";
import { newPasswordHint, passwordsDiffer } from "./password-fields";

// The API takes the password once; asking twice here catches a typo before it locks the person out.
const registerForm = registerInput
  .extend({ confirm_password: z.string() })
  .refine((v) => v.password === v.confirm_password, {
    path: ["confirm_password"],
    error: passwordsDiffer,
  });

/** The registration form; field errors of the API show under their fields. */
export function RegisterForm({ onRegistered }: { onRegistered: (user: User) => void }) {
  const { t } = useTranslation("accounts");
  const register = useRegister();
  const kit = useSchemaForm(registerForm, {
    defaultValues: {
      first_name: "",
      last_name: "",
      username: "",
      email: "",
      password: "",
      confirm_password: "",
    },
    onSubmit: async ({ confirm_password: _, ...input }) => {
      // A code kept from an affiliate's link goes with the registration, then is no longer needed.
      const code = keptReferralCode();
      const user = await register.mutateAsync(code ? { ...input, referral_code: code } : input);
      forgetReferralCode();
      onRegistered(user);
    },
  });

  // The username comes between the name and the e-mail address.
  return (
    <KitForm kit={kit} label={t("Register")} submitLabel={t("Create account")} wide>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextField name="first_name" label={t("First name")} autoComplete="given-name" />
        <TextField name="last_name" label={t("Last name")} autoComplete="family-name" />
      </SimpleGrid>
      <TextField
        name="username"
        label={t("Username")}
        description={t("You will sign in with it. Letters, digits and . @ + - _")}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField name="email" label={t("E-mail")} type="email" autoComplete="email" />
      <PasswordField
        name="password"
        label={t("Password")}
        description={newPasswordHint()}
        autoComplete="new-password"
      />
      <PasswordField name="confirm_password" label={t("Repeat the password")} autoComplete="new-password" />
    </KitForm>
  );
}
