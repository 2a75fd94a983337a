import type { ContactMessage, ContactResponse } from "@cm/contracts";
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FormAlert } from "../../../components/form-parts";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { errorMessage } from "../../../lib/api-client";
import { useServerErrors } from "../../../lib/form-errors";
import { formatDateTime } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { useCreateResponse, useMessageResponses, useSendResponse } from "../api/contact-api";

function ResponseItem({
  response,
  onSend,
}: {
  response: ContactResponse;
  onSend: (response: ContactResponse) => void;
}) {
  const { t } = useTranslation("contact");
  return (
    <Paper withBorder p="md" bg={response.sent_at ? "gray.0" : undefined}>
      <Text fz="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {response.body}
      </Text>
      <Group justify="space-between" gap="xs" mt="sm">
        <Text fz="xs" c="dimmed">
          {t("Written {date}", { date: formatDateTime(response.created_at) })}
        </Text>
        {response.sent_at ? (
          <Badge color="teal" variant="light" tt="none">
            {t("Sent {date}", { date: formatDateTime(response.sent_at) })}
          </Badge>
        ) : (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconMailForward size={14} />}
            onClick={() => onSend(response)}
          >
            {t("Send to user")}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** The answers to one message, a box to write another, and sending an answer by e-mail. */
export function ResponsesPanel({ message }: { message: ContactMessage }) {
  const responses = useMessageResponses(message.id);
  const create = useCreateResponse();
  const send = useSendResponse();
  const [body, setBody] = useState("");
  const server = useServerErrors({ body });
  const [sending, setSending] = useState<ContactResponse | null>(null);
  const { t } = useTranslation("contact");

  async function save() {
    server.clear();
    if (!body.trim()) return server.say(t("Write the answer first."), "body");
    try {
      await create.mutateAsync({ message: message.id, body: body.trim() });
      setBody("");
      notify.success(t("Your answer has been saved. Send it when it is ready."));
    } catch (error) {
      notify.error({ title: t("The answer was not saved"), message: server.show(error) });
    }
  }

  async function confirmSend(response: ContactResponse) {
    try {
      await send.mutateAsync(response.id);
      notify.success(t("The answer has been sent to {email}.", { email: message.email }));
    } catch (error) {
      notify.error({ title: t("The answer was not sent"), message: errorMessage(error) });
    } finally {
      setSending(null);
    }
  }

  const items = responses.data?.results ?? [];
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {t("Answers")}
      </Title>
      {responses.isPending && <Skeleton height={72} />}
      {responses.isError && <QueryRetryAlert inline query={responses} />}
      {responses.isSuccess && items.length === 0 && (
        <Text fz="sm" c="dimmed">
          {t("No answer has been written yet.")}
        </Text>
      )}
      {items.map((response) => (
        <ResponseItem key={response.id} response={response} onSend={setSending} />
      ))}
      <Textarea
        label={t("Write an answer")}
        placeholder={t("Dear {name}, …", { name: message.name })}
        autosize
        minRows={4}
        maxRows={12}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        error={server.fieldError("body")}
      />
      <FormAlert message={server.alert} />
      <Group justify="flex-end">
        <Button onClick={() => void save()} loading={create.isPending}>
          {t("Save answer")}
        </Button>
      </Group>
      <ConfirmDialog
        opened={sending !== null}
        title={t("Send this answer?")}
        confirmLabel={t("Send e-mail")}
        busy={send.isPending}
        onConfirm={() => sending && void confirmSend(sending)}
        onCancel={() => setSending(null)}
      >
        {t("The answer will be e-mailed to {name} at {email}. An e-mail cannot be taken back.", {
          name: message.name,
          email: message.email,
        })}
      </ConfirmDialog>
    </Stack>
  );
}
