import { contactMessageCreate, msg } from "@cm/contracts";
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { KitForm, TextAreaField, TextField, useSchemaForm } from "../../../components/form-kit";
import { ApiError } from "../../../lib/api-client";
import { translator } from "../../../lib/i18n";
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
  const t = translator("contact");
  if (!error.retryAfter) return t("You have sent several messages already. Please try again later.");
  return t(
    "You have sent several messages already. Please try again in about {count, plural, one {# minute} other {# minutes}}.",
    { count: Math.max(1, Math.ceil(error.retryAfter / 60)) },
  );
}

function Sent({ email, onAnother }: { email: string; onAnother: () => void }) {
  const { t } = useTranslation("contact");
  return (
    <Paper withBorder p={{ base: "lg", sm: "xl" }} role="status">
      <Stack gap="sm" align="flex-start">
        <IconCircleCheck size={40} color="var(--mantine-color-teal-6)" stroke={1.6} />
        <Title order={2} fz="xl">
          {t("Thank you, your message has been sent.")}
        </Title>
        <Text c="dimmed">
          {t(
            "We have received it and will answer at {email} as soon as we can, usually within two working days.",
            { email },
          )}
        </Text>
        <Button variant="default" onClick={onAnother} mt="xs">
          {t("Send another message")}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The public contact form: a message to the national office. */
export function ContactForm() {
  const send = useSendContactMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { t } = useTranslation("contact");
  const kit = useSchemaForm(contactMessageCreate, {
    defaultValues: EMPTY,
    failure: t("Your message was not sent"),
    onSubmit: async (values) => {
      try {
        await send.mutateAsync(values);
      } catch (error) {
        const tooMany = tooManyMessagesText(error);
        if (!tooMany) throw error;
        kit.say(tooMany);
        notify.error({ title: t("Your message was not sent"), message: tooMany });
        return;
      }
      kit.form.reset(EMPTY);
      setSentTo(values.email);
      notify.success(t("Your message has been sent."));
    },
  });

  if (sentTo) return <Sent email={sentTo} onAnother={() => setSentTo(null)} />;

  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }}>
      <KitForm
        kit={kit}
        label={t("Contact us")}
        alertTitle={t("Your message was not sent")}
        actions={
          <Group justify="space-between" gap="sm">
            <Text fz="xs" c="dimmed" maw={420}>
              <Trans
                t={t}
                i18nKey={msg(
                  "We use these details only to answer you. Our <privacy>privacy policy</privacy> says how long they are kept.",
                )}
                components={{ privacy: <Anchor component={Link} to="/privacy" inherit /> }}
              />
            </Text>
            <Button type="submit" loading={kit.submitting} leftSection={<IconSend size={16} />}>
              {t("Send message")}
            </Button>
          </Group>
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField name="name" label={t("Your name")} autoComplete="name" required />
          <TextField name="email" label={t("E-mail")} type="email" autoComplete="email" required />
        </SimpleGrid>
        <TextField
          name="phone"
          label={t("Telephone")}
          description={t("Optional. Add it if you would like us to call you back.")}
          type="tel"
          autoComplete="tel"
        />
        <TextField name="subject" label={t("Subject")} required />
        <TextAreaField name="message" label={t("Message")} required autosize minRows={5} maxRows={14} />
      </KitForm>
    </Paper>
  );
}
