import type { ContactMessage } from "@cm/contracts";
import { Anchor, Badge, Stack, Text } from "@mantine/core";
import { IconMessage, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import {
  type DataTableColumn,
  dateTimeColumn,
  ListTable,
  useDataTableState,
} from "../../../components/data-table";
import { useAssignableUsers, useContactMessages, useDeleteMessage } from "../api/contact-api";
import { MessageDrawer } from "./message-drawer";
import { personLabel, STATUS_COLORS, statusChoices, statusLabel } from "./message-status";

/** Messages sent through the contact form: filter by status, open one to answer it. */
export function MessagesTable() {
  const table = useDataTableState({ ordering: "-created_at" });
  const list = useContactMessages(table.params);
  const staff = useAssignableUsers();
  const remove = useDeleteMessage();
  const { t } = useTranslation("contact");
  const deletion = useConfirmedDelete(remove, {
    deleted: (message: ContactMessage) =>
      t("The message from {name} has been deleted.", { name: message.name }),
    failed: t("The message was not deleted"),
  });
  const [open, setOpen] = useState<ContactMessage | null>(null);

  const columns: DataTableColumn<ContactMessage>[] = [
    {
      key: "subject",
      header: t("Message"),
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
      header: t("From"),
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
      header: t("Status"),
      sortable: true,
      width: 130,
      render: (m) => (
        <Badge color={STATUS_COLORS[m.status]} variant="light">
          {statusLabel(m.status)}
        </Badge>
      ),
    },
    {
      key: "assigned_to",
      header: t("Given to"),
      width: 150,
      render: (m) => (
        <Text fz="sm" c={m.assigned_to === null ? "dimmed" : undefined}>
          {personLabel(staff.users, m.assigned_to)}
        </Text>
      ),
    },
    dateTimeColumn("created_at", t("Received"), { sortable: true }),
  ];

  return (
    <>
      <ListTable
        label={t("Contact messages")}
        columns={columns}
        table={table}
        list={list}
        search={t("Search names, e-mails and messages")}
        empty={{ none: t("No one has written yet."), filtered: t("No messages match these filters.") }}
        minWidth={880}
        filters={[
          { name: "status", label: t("Status"), placeholder: t("Any status"), data: statusChoices() },
        ]}
        rowActions={{
          label: (m) => t("Actions for the message from {name}", { name: m.name }),
          actions: [
            { label: t("Open and answer"), icon: <IconMessage size={16} />, onClick: setOpen },
            { label: t("Delete"), icon: <IconTrash size={16} />, danger: true, onClick: deletion.ask },
          ],
        }}
      />
      <MessageDrawer message={open} onClose={() => setOpen(null)} />
      <ConfirmDialog {...deletion.dialogProps} title={t("Delete this message?")} confirmLabel={t("Delete")}>
        {t("The message from {name} and its answers will be removed for good.", {
          name: deletion.target?.name ?? "",
        })}
      </ConfirmDialog>
    </>
  );
}
