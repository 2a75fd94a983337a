import type { Broadcast } from "@cm/contracts";
import { Anchor, Badge, Stack, Text } from "@mantine/core";
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { useBroadcastList, useDeleteBroadcast, useUpdateBroadcast } from "../api/communication-api";
import { BroadcastForm } from "./broadcast-form";
import { EditorDrawer } from "./editor-drawer";

const ACTIVE_FILTER = [
  { value: "true", label: "Shown" },
  { value: "false", label: "Hidden" },
];

type Editing = { broadcast?: Broadcast };

function streamHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/** Every broadcast, past and future: schedule, show or hide, and delete. */
export function BroadcastsTable() {
  const table = useDataTableState({ ordering: "-scheduled_start" });
  const list = useBroadcastList(table.params);
  const update = useUpdateBroadcast();
  const remove = useDeleteBroadcast();
  const deletion = useConfirmedDelete(remove, {
    deleted: (broadcast: Broadcast) => `"${broadcast.title}" has been deleted.`,
    failed: "The broadcast was not deleted",
  });
  const [editing, setEditing] = useState<Editing | null>(null);

  async function setActive(broadcast: Broadcast, is_active: boolean) {
    try {
      await update.mutateAsync({ id: broadcast.id, data: { is_active } });
      notify.success(
        is_active
          ? `"${broadcast.title}" is shown on the broadcast page.`
          : `"${broadcast.title}" is hidden from the public.`,
      );
    } catch (error) {
      notify.error({ title: "The broadcast was not changed", message: errorMessage(error) });
    }
  }

  const columns: DataTableColumn<Broadcast>[] = [
    {
      key: "title",
      header: "Broadcast",
      sortable: true,
      render: (b) => (
        <Stack gap={2} maw={380}>
          <Text fw={600} fz="sm">
            {b.title}
          </Text>
          {b.description && (
            <Text fz="xs" c="dimmed" lineClamp={1}>
              {b.description}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "scheduled_start",
      header: "When",
      sortable: true,
      render: (b) => (
        <Stack gap={0}>
          <Text fz="sm" style={{ whiteSpace: "nowrap" }}>
            {formatDateTime(b.scheduled_start)}
          </Text>
          <Text fz="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            {b.scheduled_end ? `until ${formatDateTime(b.scheduled_end)}` : "No end time"}
          </Text>
        </Stack>
      ),
    },
    {
      key: "stream_url",
      header: "Stream",
      render: (b) =>
        b.stream_url ? (
          <Anchor href={b.stream_url} target="_blank" rel="noopener noreferrer" fz="sm">
            {streamHost(b.stream_url)}
          </Anchor>
        ) : (
          <Text fz="sm" c="dimmed">
            Not set
          </Text>
        ),
    },
    {
      key: "is_active",
      header: "Public",
      width: 110,
      render: (b) => (
        <Badge color={b.is_active ? "teal" : "gray"} variant="light">
          {b.is_active ? "Shown" : "Hidden"}
        </Badge>
      ),
    },
  ];

  return (
    <>
      <ListTable
        label="Broadcasts"
        columns={columns}
        table={table}
        list={list}
        search="Search titles and descriptions"
        empty={{ none: "No broadcasts yet.", filtered: "No broadcasts match these filters." }}
        minWidth={800}
        filters={[
          {
            name: "is_active",
            label: "Shown to the public",
            placeholder: "Shown or hidden",
            data: ACTIVE_FILTER,
          },
        ]}
        rowActions={{
          label: (b) => `Actions for ${b.title}`,
          actions: [
            { label: "Edit", icon: <IconPencil size={16} />, onClick: (b) => setEditing({ broadcast: b }) },
            {
              label: "Hide from the public",
              icon: <IconPlayerPause size={16} />,
              when: (b) => b.is_active,
              onClick: (b) => void setActive(b, false),
            },
            {
              label: "Show to the public",
              icon: <IconPlayerPlay size={16} />,
              when: (b) => !b.is_active,
              onClick: (b) => void setActive(b, true),
            },
            { label: "Delete", icon: <IconTrash size={16} />, danger: true, onClick: deletion.ask },
          ],
        }}
        create={{ label: "New broadcast", onClick: () => setEditing({}) }}
      />
      <EditorDrawer
        state={editing}
        title={(s) => (s.broadcast ? "Edit broadcast" : "New broadcast")}
        onClose={() => setEditing(null)}
      >
        {(s) => (
          <BroadcastForm
            key={s.broadcast?.id ?? "new"}
            broadcast={s.broadcast}
            onDone={() => setEditing(null)}
          />
        )}
      </EditorDrawer>
      <ConfirmDialog {...deletion.dialogProps} title="Delete this broadcast?" confirmLabel="Delete">
        {`"${deletion.target?.title ?? ""}" will be removed for good. To keep it but stop showing it, hide it instead.`}
      </ConfirmDialog>
    </>
  );
}
