import { type ProfileUpdate, profileUpdate, type User } from "@cm/contracts";
import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormAlert } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { formResolver } from "../../../lib/form-resolver";
import { notify } from "../../../lib/notify";
import { useUpdateProfile } from "../api/profile-api";

const FIELDS = ["first_name", "last_name", "email"] as const;

function valuesOf(user: User): ProfileUpdate {
  return { first_name: user.first_name, last_name: user.last_name, email: user.email };
}

/** First name, last name and e-mail address. */
export function PersonalForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useForm<z.input<typeof profileUpdate>, unknown, ProfileUpdate>({
    resolver: formResolver(profileUpdate),
    defaultValues: valuesOf(user),
  });
  const server = useServerErrors(FIELDS, form);
  const { errors, isDirty, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    server.clear();
    try {
      const saved = await update.mutateAsync(input);
      form.reset(valuesOf(saved));
      notify.success("Your details have been saved.");
    } catch (error) {
      notify.error({ title: "Your details were not saved", message: server.show(error) });
    }
  });

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} h="100%">
      <Title order={2} fz="lg" mb="md">
        Personal details
      </Title>
      <form onSubmit={submit} noValidate aria-label="Personal details">
        <Stack gap="md">
          <FormAlert message={server.alert} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
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
            label="E-mail"
            type="email"
            autoComplete="email"
            description="Password-reset links are sent here."
            {...form.register("email")}
            error={errors.email?.message}
          />
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              onClick={() => form.reset(valuesOf(user))}
              disabled={!isDirty || isSubmitting}
            >
              Undo changes
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              Save details
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
