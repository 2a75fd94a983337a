import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormAlert } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { formResolver } from "../../../lib/form-resolver";
import { useRequestPasswordReset } from "../api/accounts-api";

// The contract accepts any text (the API answers the same either way); here a typo is worth catching.
const resetRequestForm = z.object({ email: z.email("Enter a valid e-mail address.").trim().max(254) });
type ResetRequestValues = z.input<typeof resetRequestForm>;

/** Asks for the e-mail address and says, once sent, that a link is on its way. */
export function ResetRequestForm() {
  const request = useRequestPasswordReset();
  const form = useForm<ResetRequestValues, unknown, z.output<typeof resetRequestForm>>({
    resolver: formResolver(resetRequestForm),
    defaultValues: { email: "" },
  });
  const server = useServerErrors(["email"], form);

  const submit = form.handleSubmit(async ({ email }) => {
    server.clear();
    try {
      await request.mutateAsync(email);
    } catch (error) {
      server.show(error);
    }
  });

  if (request.isSuccess) {
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconMailCheck size={18} />}
        title="Check your inbox"
        role="status"
      >
        {request.data.detail}
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          placeholder="The address on your account"
          {...form.register("email")}
          error={form.formState.errors.email?.message}
        />
        <Button type="submit" size="md" fullWidth loading={form.formState.isSubmitting}>
          Send the reset link
        </Button>
      </Stack>
    </form>
  );
}
