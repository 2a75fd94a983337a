import type { Broadcast } from "@cm/contracts";
import { Anchor, Badge, Stack, Text } from "@mantine/core";
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import {
  type DataTableColumn,
  ListTable,
  useDataTableState,
  yesNoFilter,
} from "../../../components/data-table";
import { FormDrawer } from "../../../components/form-drawer";
import { switchActions } from "../../../components/shared-parts/switch-actions";
import { withToasts } from "../../../components/shared-parts/with-toasts";
import { formatDateTime } from "../../../lib/format-date";
import { useBroadcastList, useDeleteBroadcast, useUpdateBroadcast } from "../api/communication-api";
import { BroadcastForm } from "./broadcast-form";

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
  const { t } = useTranslation("communication");
  const deletion = useConfirmedDelete(remove, {
    deleted: (broadcast: Broadcast) => t('"{title}" has been deleted.', { title: broadcast.title }),
    failed: t("The broadcast was not deleted"),
  });
  const [editing, setEditing] = useState<Editing | null>(null);

  async function setActive(broadcast: Broadcast, is_active: boolean) {
    await withToasts(() => update.mutateAsync({ id: broadcast.id, data: { is_active } }), {
      done: is_active
        ? t('"{title}" is shown on the broadcast page.', { title: broadcast.title })
        : t('"{title}" is hidden from the public.', { title: broadcast.title }),
      failed: t("The broadcast was not changed"),
    });
  }

  const columns: DataTableColumn<Broadcast>[] = [
    {
      key: "title",
      header: t("Broadcast"),
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
      header: t("When"),
      sortable: true,
      render: (b) => (
        <Stack gap={0}>
          <Text fz="sm" style={{ whiteSpace: "nowrap" }}>
            {formatDateTime(b.scheduled_start)}
          </Text>
          <Text fz="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            {b.scheduled_end
              ? t("until {date}", { date: formatDateTime(b.scheduled_end) })
              : t("No end time")}
          </Text>
        </Stack>
      ),
    },
    {
      key: "stream_url",
      header: t("Stream"),
      render: (b) =>
        b.stream_url ? (
          <Anchor href={b.stream_url} target="_blank" rel="noopener noreferrer" fz="sm">
            {streamHost(b.stream_url)}
          </Anchor>
        ) : (
          <Text fz="sm" c="dimmed">
            {t("Not set")}
          </Text>
        ),
    },
    {
      key: "is_active",
      header: t("Public"),
      width: 110,
      render: (b) => (
        <Badge color={b.is_active ? "teal" : "gray"} variant="light">
          {b.is_active ? t("Shown") : t("Hidden")}
        </Badge>
      ),
    },
  ];

  return (
    <>
      <ListTable
        label={t("Broadcasts")}
        columns={columns}
        table={table}
        list={list}
        search={t("Search titles and descriptions")}
        empty={{ none: t("No broadcasts yet."), filtered: t("No broadcasts match these filters.") }}
        minWidth={800}
        filters={[
          yesNoFilter("is_active", t("Shown to the public"), t("Shown or hidden"), {
            yes: t("Shown"),
            no: t("Hidden"),
          }),
        ]}
        rowActions={{
          label: (b) => t("Actions for {title}", { title: b.title }),
          actions: [
            {
              label: t("Edit"),
              icon: <IconPencil size={16} />,
              onClick: (b) => setEditing({ broadcast: b }),
            },
            ...switchActions<Broadcast>(
              (b) => b.is_active,
              (row, on) => void setActive(row, on),
              {
                off: { label: t("Hide from the public"), icon: <IconPlayerPause size={16} /> },
                on: { label: t("Show to the public"), icon: <IconPlayerPlay size={16} /> },
              },
            ),
            { label: t("Delete"), icon: <IconTrash size={16} />, danger: true, onClick: deletion.ask },
          ],
        }}
        create={{ label: t("New broadcast"), onClick: () => setEditing({}) }}
      />
      <FormDrawer
        state={editing}
        size="lg"
        title={(s) => (s?.broadcast ? t("Edit broadcast") : t("New broadcast"))}
        onClose={() => setEditing(null)}
      >
        {(s) => (
          <BroadcastForm
            key={s.broadcast?.id ?? "new"}
            broadcast={s.broadcast}
            onDone={() => setEditing(null)}
          />
        )}
      </FormDrawer>
      <ConfirmDialog {...deletion.dialogProps} title={t("Delete this broadcast?")} confirmLabel={t("Delete")}>
        {t('"{title}" will be removed for good. To keep it but stop showing it, hide it instead.', {
          title: deletion.target?.title ?? "",
        })}
      </ConfirmDialog>
    </>
  );
}
