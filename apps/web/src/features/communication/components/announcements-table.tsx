import type { Announcement } from "@cm/contracts";
import { Badge, Stack, Text } from "@mantine/core";
import { IconEye, IconEyeOff, IconPencil, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import {
  type DataTableColumn,
  dateTimeColumn,
  ListTable,
  useDataTableState,
} from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useAnnouncementList, useDeleteAnnouncement, useUpdateAnnouncement } from "../api/communication-api";
import { AnnouncementForm } from "./announcement-form";
import { EditorDrawer } from "./editor-drawer";

const STATUS_FILTER = [
  { value: "published", label: "Published" },
  { value: "draft", label: "Draft" },
];

type Editing = { announcement?: Announcement };

/** Every announcement, drafts included: write, publish, withdraw and delete. */
export function AnnouncementsTable() {
  const table = useDataTableState({ ordering: "-created_at" });
  const list = useAnnouncementList(table.params);
  const update = useUpdateAnnouncement();
  const remove = useDeleteAnnouncement();
  const deletion = useConfirmedDelete(remove, {
    deleted: (announcement: Announcement) => `"${announcement.title}" has been deleted.`,
    failed: "The announcement was not deleted",
  });
  const [editing, setEditing] = useState<Editing | null>(null);

  async function setStatus(announcement: Announcement, status: Announcement["status"]) {
    try {
      await update.mutateAsync({ id: announcement.id, data: { status } });
      notify.success(
        status === "published"
          ? `"${announcement.title}" is published.`
          : `"${announcement.title}" is back to draft and no longer public.`,
      );
    } catch (error) {
      notify.error({ title: "The announcement was not changed", message: errorMessage(error) });
    }
  }

  const columns: DataTableColumn<Announcement>[] = [
    {
      key: "title",
      header: "Announcement",
      sortable: true,
      render: (a) => (
        <Stack gap={2} maw={480}>
          <Text fw={600} fz="sm">
            {a.title}
          </Text>
          <Text fz="xs" c="dimmed" lineClamp={1}>
            {a.content}
          </Text>
        </Stack>
      ),
    },
    {
      key: "status",
      header: "Status",
      width: 130,
      render: (a) => (
        <Badge color={a.status === "published" ? "teal" : "gray"} variant="light">
          {a.status === "published" ? "Published" : "Draft"}
        </Badge>
      ),
    },
    dateTimeColumn("published_at", "Published", { sortable: true, none: "Not yet" }),
    dateTimeColumn("created_at", "Written", { sortable: true }),
  ];

  return (
    <>
      <ListTable
        label="Announcements"
        columns={columns}
        table={table}
        list={list}
        search="Search titles and text"
        empty={{ none: "No announcements yet.", filtered: "No announcements match these filters." }}
        minWidth={760}
        filters={[{ name: "status", label: "Status", placeholder: "Any status", data: STATUS_FILTER }]}
        rowActions={{
          label: (a) => `Actions for ${a.title}`,
          actions: [
            {
              label: "Edit",
              icon: <IconPencil size={16} />,
              onClick: (a) => setEditing({ announcement: a }),
            },
            {
              label: "Move back to draft",
              icon: <IconEyeOff size={16} />,
              when: (a) => a.status === "published",
              onClick: (a) => void setStatus(a, "draft"),
            },
            {
              label: "Publish",
              icon: <IconEye size={16} />,
              when: (a) => a.status !== "published",
              onClick: (a) => void setStatus(a, "published"),
            },
            { label: "Delete", icon: <IconTrash size={16} />, danger: true, onClick: deletion.ask },
          ],
        }}
        create={{ label: "New announcement", onClick: () => setEditing({}) }}
      />
      <EditorDrawer
        state={editing}
        title={(s) => (s.announcement ? "Edit announcement" : "New announcement")}
        onClose={() => setEditing(null)}
      >
        {(s) => (
          <AnnouncementForm
            key={s.announcement?.id ?? "new"}
            announcement={s.announcement}
            onDone={() => setEditing(null)}
          />
        )}
      </EditorDrawer>
      <ConfirmDialog {...deletion.dialogProps} title="Delete this announcement?" confirmLabel="Delete">
        {`"${deletion.target?.title ?? ""}" will be removed for good${deletion.target?.status === "published" ? " and disappear from the notifications page" : ""}.`}
      </ConfirmDialog>
    </>
  );
}
