import type { Announcement } from "@cm/contracts";
import { Badge, Button, Menu, Stack, Text } from "@mantine/core";
import { IconEye, IconEyeOff, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import {
  actionsColumn,
  DataTable,
  type DataTableColumn,
  FilterSelect,
  hasSearchOrFilters,
  useDataTableState,
} from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { listTableProps } from "../../../lib/resource-hooks";
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
    {
      key: "published_at",
      header: "Published",
      sortable: true,
      render: (a) => (
        <Text fz="sm" style={{ whiteSpace: "nowrap" }}>
          {formatDateTime(a.published_at, "Not yet")}
        </Text>
      ),
    },
    {
      key: "created_at",
      header: "Written",
      sortable: true,
      render: (a) => (
        <Text fz="sm" style={{ whiteSpace: "nowrap" }}>
          {formatDateTime(a.created_at)}
        </Text>
      ),
    },
    actionsColumn({
      label: (a) => `Actions for ${a.title}`,
      menu: (a) => (
        <>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setEditing({ announcement: a })}>
            Edit
          </Menu.Item>
          {a.status === "published" ? (
            <Menu.Item leftSection={<IconEyeOff size={16} />} onClick={() => void setStatus(a, "draft")}>
              Move back to draft
            </Menu.Item>
          ) : (
            <Menu.Item leftSection={<IconEye size={16} />} onClick={() => void setStatus(a, "published")}>
              Publish
            </Menu.Item>
          )}
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => deletion.ask(a)}>
            Delete
          </Menu.Item>
        </>
      ),
    }),
  ];

  const filtered = hasSearchOrFilters(table);
  return (
    <>
      <DataTable
        label="Announcements"
        columns={columns}
        {...listTableProps(list)}
        getRowId={(a) => a.id}
        state={table}
        searchPlaceholder="Search titles and text"
        emptyMessage={filtered ? "No announcements match these filters." : "No announcements yet."}
        minWidth={760}
        filters={
          <FilterSelect
            table={table}
            name="status"
            label="Status"
            placeholder="Any status"
            data={STATUS_FILTER}
          />
        }
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({})}>
            New announcement
          </Button>
        }
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
