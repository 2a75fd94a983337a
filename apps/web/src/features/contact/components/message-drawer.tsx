import type { ContactMessage } from "@cm/contracts";
import { Anchor, Badge, Divider, Drawer, Group, Paper, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { withToasts } from "../../../components/shared-parts/with-toasts";
import { formatDateTime } from "../../../lib/format-date";
import {
  useAssignableUsers,
  useAssignMessage,
  useChangeMessageStatus,
  useContactMessage,
} from "../api/contact-api";
import { personLabel, STATUS_COLORS, statusChoices, statusLabel } from "./message-status";
import { ResponsesPanel } from "./responses-panel";

// Select needs a string value; this one stands for "nobody".
const NOBODY = "none";

function MessageDetail({ fromList }: { fromList: ContactMessage }) {
  const query = useContactMessage(fromList.id, fromList);
  const message = query.data ?? fromList;
  const changeStatus = useChangeMessageStatus();
  const assign = useAssignMessage();
  const staff = useAssignableUsers();
  const { t } = useTranslation("contact");

  async function onStatus(value: string | null) {
    const status = value as ContactMessage["status"] | null;
    if (!status || status === message.status) return;
    await withToasts(() => changeStatus.mutateAsync({ id: message.id, input: { status } }), {
      done: t('The message is now marked "{status}".', { status: statusLabel(status) }),
      failed: t("The status was not changed"),
    });
  }

  async function onAssign(value: string | null) {
    const userId = value === null || value === NOBODY ? null : Number(value);
    if (userId === message.assigned_to) return;
    await withToasts(() => assign.mutateAsync({ id: message.id, input: { user_id: userId } }), {
      done:
        userId === null
          ? t("The message is no longer given to anyone.")
          : t("The message is given to {person}.", { person: personLabel(staff.users, userId) }),
      failed: t("The message was not given to that person"),
    });
  }

  const staffChoices = [
    { value: NOBODY, label: t("Nobody") },
    ...staff.users.map((u) => ({ value: String(u.id), label: personLabel(staff.users, u.id) })),
  ];
  // Someone assigned earlier who is no longer staff still shows by name or number.
  if (message.assigned_to !== null && !staff.users.some((u) => u.id === message.assigned_to)) {
    staffChoices.push({ value: String(message.assigned_to), label: personLabel([], message.assigned_to) });
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="xs">
          <Badge color={STATUS_COLORS[message.status]} variant="light">
            {statusLabel(message.status)}
          </Badge>
          <Text fz="xs" c="dimmed">
            {t("Received {date}", { date: formatDateTime(message.created_at) })}
          </Text>
        </Group>
        <Text fw={600}>{message.name}</Text>
        <Group gap="md">
          <Anchor href={`mailto:${message.email}`} fz="sm">
            {message.email}
          </Anchor>
          {message.phone && (
            <Anchor href={`tel:${message.phone.replace(/[^+0-9]/g, "")}`} fz="sm">
              {message.phone}
            </Anchor>
          )}
        </Group>
      </Stack>

      <Paper withBorder p="md" bg="gray.0">
        <Text fz="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {message.message}
        </Text>
      </Paper>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          label={t("Status")}
          data={statusChoices()}
          value={message.status}
          onChange={(value) => void onStatus(value)}
          allowDeselect={false}
          disabled={changeStatus.isPending}
        />
        <Select
          label={t("Given to")}
          data={staffChoices}
          value={message.assigned_to === null ? NOBODY : String(message.assigned_to)}
          onChange={(value) => void onAssign(value)}
          allowDeselect={false}
          searchable
          disabled={assign.isPending}
          placeholder={staff.loading ? t("Loading staff…") : undefined}
          error={staff.failed ? t("The list of staff could not be loaded.") : undefined}
        />
      </SimpleGrid>

      <Divider />
      <ResponsesPanel message={message} />
    </Stack>
  );
}

/** One message beside the list: read it, set its status, give it to someone and answer it. */
export function MessageDrawer({ message, onClose }: { message: ContactMessage | null; onClose: () => void }) {
  // The last message stays while the drawer slides out, instead of blanking mid-animation.
  const [shown, setShown] = useState(message);
  useEffect(() => {
    if (message) setShown(message);
  }, [message]);
  return (
    <Drawer
      opened={message !== null}
      onClose={onClose}
      title={
        <Text fw={700} fz="lg" lineClamp={2}>
          {shown?.subject ?? ""}
        </Text>
      }
      position="right"
      size="lg"
      padding="lg"
      onExitTransitionEnd={() => setShown(null)}
    >
      {shown && <MessageDetail key={shown.id} fromList={shown} />}
    </Drawer>
  );
}
