import { registerInput, type User } from "@cm/contracts";
import { Button, PasswordInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormAlert } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { formResolver } from "../../../lib/form-resolver";
import { forgetReferralCode, keptReferralCode } from "../../../lib/referral-link";
import { useRegister } from "../api/accounts-api";
import { NEW_PASSWORD_HINT, PASSWORDS_DIFFER } from "./password-fields";

// The API takes the password once; asking twice here catches a typo before it locks the person out.
const registerForm = registerInput
  .extend({ confirm_password: z.string() })
  .refine((v) => v.password === v.confirm_password, {
    path: ["confirm_password"],
    message: PASSWORDS_DIFFER,
  });
type RegisterFormValues = z.input<typeof registerForm>;

const FIELDS = ["username", "email", "first_name", "last_name", "password", "confirm_password"] as const;

/** The registration form; field errors of the API show under their fields. */
export function RegisterForm({ onRegistered }: { onRegistered: (user: User) => void }) {
  const register = useRegister();
  const form = useForm<RegisterFormValues, unknown, z.output<typeof registerForm>>({
    resolver: formResolver(registerForm),
    defaultValues: {
      first_name: "",
      last_name: "",
      username: "",
      email: "",
      password: "",
      confirm_password: "",
    },
  });
  const server = useServerErrors(FIELDS, form);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ confirm_password: _, ...input }) => {
    server.clear();
    try {
      // A code kept from an affiliate's link goes with the registration, then is no longer needed.
      const code = keptReferralCode();
      const user = await register.mutateAsync(code ? { ...input, referral_code: code } : input);
      forgetReferralCode();
      onRegistered(user);
    } catch (error) {
      server.show(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Register">
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            {...form.register("first_name")}
            error={errors.first_name?.message}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            {...form.register("last_name")}
            error={errors.last_name?.message}
          />
        </SimpleGrid>
        <TextInput
          label="Username"
          description="You will sign in with it. Letters, digits and . @ + - _"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register("username")}
          error={errors.username?.message}
        />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          {...form.register("email")}
          error={errors.email?.message}
        />
        <PasswordInput
          label="Password"
          description={NEW_PASSWORD_HINT}
          autoComplete="new-password"
          {...form.register("password")}
          error={errors.password?.message}
        />
        <PasswordInput
          label="Repeat the password"
          autoComplete="new-password"
          {...form.register("confirm_password")}
          error={errors.confirm_password?.message}
        />
        <Button type="submit" size="md" fullWidth loading={form.formState.isSubmitting}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
