import { confirmWithPassword } from "@cm/contracts";
import { Button, Group, Modal, PasswordInput, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormAlert } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { formResolver } from "../../../lib/form-resolver";
import { notify } from "../../../lib/notify";

type ConfirmPasswordModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Runs the action with the password; throws the API's error when it fails. */
  onConfirm: (password: string) => Promise<unknown>;
  /** Toast title when the action fails for another reason than the password. */
  failureTitle: string;
};

/** A destructive step confirmed by typing the account's password. */
export function ConfirmPasswordModal(props: ConfirmPasswordModalProps) {
  const form = useForm<z.input<typeof confirmWithPassword>, unknown, z.output<typeof confirmWithPassword>>({
    resolver: formResolver(confirmWithPassword),
    defaultValues: { password: "" },
  });
  const server = useServerErrors(["password"], form);
  const { errors, isSubmitting } = form.formState;

  function close() {
    if (isSubmitting) return;
    form.reset();
    server.clear();
    props.onClose();
  }

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await props.onConfirm(password);
      form.reset();
    } catch (error) {
      notify.error({ title: props.failureTitle, message: server.show(error) });
    }
  });

  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={
        <Text fw={700} fz="lg">
          {props.title}
        </Text>
      }
      centered
    >
      <form onSubmit={submit} noValidate aria-label={props.title}>
        <Stack gap="md">
          <FormAlert message={server.alert} />
          <Text fz="sm">{props.children}</Text>
          <PasswordInput
            label="Your password"
            autoComplete="current-password"
            data-autofocus
            {...form.register("password")}
            error={errors.password?.message}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={isSubmitting}>
              Keep my account
            </Button>
            <Button type="submit" color="red" loading={isSubmitting}>
              {props.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
