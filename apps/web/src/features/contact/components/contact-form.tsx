import { contactMessageCreate } from "@cm/contracts";
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconAlertCircle, IconCircleCheck, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { ApiError } from "../../../lib/api-client";
import { useServerErrors } from "../../../lib/form-errors";
import { formResolver } from "../../../lib/form-resolver";
import { notify } from "../../../lib/notify";
import { type ContactMessageInput, useSendContactMessage } from "../api/contact-api";

type Values = z.input<typeof contactMessageCreate>;
const FIELDS = ["name", "email", "phone", "subject", "message"] as const;
const EMPTY: Values = { name: "", email: "", phone: "", subject: "", message: "" };

/**
 * The message for a failed send. Too many messages (429) gets its own plain sentence, with the
 * wait when the server tells it; anything else goes through the form's usual error mapping.
 */
export function tooManyMessagesText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const minutes = error.retryAfter ? Math.max(1, Math.ceil(error.retryAfter / 60)) : null;
  const wait =
    minutes === null
      ? "Please try again later."
      : `Please try again in about ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  return `You have sent several messages already. ${wait}`;
}

function Sent({ email, onAnother }: { email: string; onAnother: () => void }) {
  return (
    <Paper withBorder p={{ base: "lg", sm: "xl" }} role="status">
      <Stack gap="sm" align="flex-start">
        <IconCircleCheck size={40} color="var(--mantine-color-teal-6)" stroke={1.6} />
        <Title order={2} fz="xl">
          Thank you, your message has been sent.
        </Title>
        <Text c="dimmed">
          We have received it and will answer at {email} as soon as we can, usually within two working days.
        </Text>
        <Button variant="default" onClick={onAnother} mt="xs">
          Send another message
        </Button>
      </Stack>
    </Paper>
  );
}

/** The public contact form: a message to the national office. */
export function ContactForm() {
  const send = useSendContactMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values, unknown, ContactMessageInput>({
    resolver: formResolver(contactMessageCreate),
    defaultValues: EMPTY,
  });
  const server = useServerErrors(FIELDS, form);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    server.clear();
    try {
      await send.mutateAsync(values);
      form.reset(EMPTY);
      setSentTo(values.email);
      notify.success("Your message has been sent.");
    } catch (error) {
      const tooMany = tooManyMessagesText(error);
      if (tooMany) server.say(tooMany);
      notify.error({ title: "Your message was not sent", message: tooMany ?? server.show(error) });
    }
  });

  if (sentTo) return <Sent email={sentTo} onAnother={() => setSentTo(null)} />;

  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }}>
      <form onSubmit={submit} noValidate aria-label="Contact us">
        <Stack gap="md">
          {server.alert && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              title="Your message was not sent"
            >
              {server.alert}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Your name"
              autoComplete="name"
              withAsterisk
              {...form.register("name")}
              error={errors.name?.message}
            />
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="email"
              withAsterisk
              {...form.register("email")}
              error={errors.email?.message}
            />
          </SimpleGrid>
          <TextInput
            label="Telephone"
            description="Optional. Add it if you would like us to call you back."
            type="tel"
            autoComplete="tel"
            {...form.register("phone")}
            error={errors.phone?.message}
          />
          <TextInput
            label="Subject"
            withAsterisk
            {...form.register("subject")}
            error={errors.subject?.message}
          />
          <Textarea
            label="Message"
            withAsterisk
            autosize
            minRows={5}
            maxRows={14}
            {...form.register("message")}
            error={errors.message?.message}
          />
          <Group justify="space-between" gap="sm">
            <Text fz="xs" c="dimmed" maw={420}>
              We use these details only to answer you. Our{" "}
              <Anchor component={Link} to="/privacy" inherit>
                privacy policy
              </Anchor>{" "}
              says how long they are kept.
            </Text>
            <Button type="submit" loading={isSubmitting} leftSection={<IconSend size={16} />}>
              Send message
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
