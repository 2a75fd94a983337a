import { contactMessageCreate } from "@cm/contracts";
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { KitForm, TextAreaField, TextField, useSchemaForm } from "../../../components/form-kit";
import { ApiError } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useSendContactMessage } from "../api/contact-api";

type Values = z.input<typeof contactMessageCreate>;
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
  const kit = useSchemaForm(contactMessageCreate, {
    defaultValues: EMPTY,
    failure: "Your message was not sent",
    onSubmit: async (values) => {
      try {
        await send.mutateAsync(values);
      } catch (error) {
        const tooMany = tooManyMessagesText(error);
        if (!tooMany) throw error;
        kit.say(tooMany);
        notify.error({ title: "Your message was not sent", message: tooMany });
        return;
      }
      kit.form.reset(EMPTY);
      setSentTo(values.email);
      notify.success("Your message has been sent.");
    },
  });

  if (sentTo) return <Sent email={sentTo} onAnother={() => setSentTo(null)} />;

  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }}>
      <KitForm
        kit={kit}
        label="Contact us"
        alertTitle="Your message was not sent"
        actions={
          <Group justify="space-between" gap="sm">
            <Text fz="xs" c="dimmed" maw={420}>
              We use these details only to answer you. Our{" "}
              <Anchor component={Link} to="/privacy" inherit>
                privacy policy
              </Anchor>{" "}
              says how long they are kept.
            </Text>
            <Button type="submit" loading={kit.submitting} leftSection={<IconSend size={16} />}>
              Send message
            </Button>
          </Group>
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField name="name" label="Your name" autoComplete="name" required />
          <TextField name="email" label="E-mail" type="email" autoComplete="email" required />
        </SimpleGrid>
        <TextField
          name="phone"
          label="Telephone"
          description="Optional. Add it if you would like us to call you back."
          type="tel"
          autoComplete="tel"
        />
        <TextField name="subject" label="Subject" required />
        <TextAreaField name="message" label="Message" required autosize minRows={5} maxRows={14} />
      </KitForm>
    </Paper>
  );
}
