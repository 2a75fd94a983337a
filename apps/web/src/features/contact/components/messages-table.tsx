import type { ContactMessage } from "@cm/contracts";
import { Anchor, Badge, Stack, Text } from "@mantine/core";
import { IconMessage, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import {
  type DataTableColumn,
  dateTimeColumn,
  ListTable,
  useDataTableState,
} from "../../../components/data-table";
import { useAssignableUsers, useContactMessages, useDeleteMessage } from "../api/contact-api";
import { MessageDrawer } from "./message-drawer";
import { personLabel, STATUS_CHOICES, STATUS_COLORS, STATUS_LABELS } from "./message-status";

/** Messages sent through the contact form: filter by status, open one to answer it. */
export function MessagesTable() {
  const table = useDataTableState({ ordering: "-created_at" });
  const list = useContactMessages(table.params);
  const staff = useAssignableUsers();
  const remove = useDeleteMessage();
  const deletion = useConfirmedDelete(remove, {
    deleted: (message: ContactMessage) => `The message from ${message.name} has been deleted.`,
    failed: "The message was not deleted",
  });
  const [open, setOpen] = useState<ContactMessage | null>(null);

  const columns: DataTableColumn<ContactMessage>[] = [
    {
      key: "subject",
      header: "Message",
      render: (m) => (
        <Stack gap={2} maw={420}>
          <Anchor component="button" type="button" fw={600} fz="sm" ta="left" onClick={() => setOpen(m)}>
            {m.subject}
          </Anchor>
          <Text fz="xs" c="dimmed" lineClamp={1}>
            {m.message}
          </Text>
        </Stack>
      ),
    },
    {
      key: "name",
      header: "From",
      render: (m) => (
        <Stack gap={0}>
          <Text fz="sm">{m.name}</Text>
          <Text fz="xs" c="dimmed">
            {m.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: "status",
      header: "Status",
      sortable: true,
      width: 130,
      render: (m) => (
        <Badge color={STATUS_COLORS[m.status]} variant="light">
          {STATUS_LABELS[m.status]}
        </Badge>
      ),
    },
    {
      key: "assigned_to",
      header: "Given to",
      width: 150,
      render: (m) => (
        <Text fz="sm" c={m.assigned_to === null ? "dimmed" : undefined}>
          {personLabel(staff.users, m.assigned_to)}
        </Text>
      ),
    },
    dateTimeColumn("created_at", "Received", { sortable: true }),
  ];

  return (
    <>
      <ListTable
        label="Contact messages"
        columns={columns}
        table={table}
        list={list}
        search="Search names, e-mails and messages"
        empty={{ none: "No one has written yet.", filtered: "No messages match these filters." }}
        minWidth={880}
        filters={[{ name: "status", label: "Status", placeholder: "Any status", data: STATUS_CHOICES }]}
        rowActions={{
          label: (m) => `Actions for the message from ${m.name}`,
          actions: [
            { label: "Open and answer", icon: <IconMessage size={16} />, onClick: setOpen },
            { label: "Delete", icon: <IconTrash size={16} />, danger: true, onClick: deletion.ask },
          ],
        }}
      />
      <MessageDrawer message={open} onClose={() => setOpen(null)} />
      <ConfirmDialog {...deletion.dialogProps} title="Delete this message?" confirmLabel="Delete">
        {`The message from ${deletion.target?.name ?? ""} and its answers will be removed for good.`}
      </ConfirmDialog>
    </>
  );
}
