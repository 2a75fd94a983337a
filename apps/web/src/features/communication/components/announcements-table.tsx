import { type Announcement, msg } from "@cm/contracts";
import { Badge, Stack, Text } from "@mantine/core";
import { IconEye, IconEyeOff, IconPencil, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import {
  type DataTableColumn,
  dateTimeColumn,
  ListTable,
  useDataTableState,
} from "../../../components/data-table";
import { FormDrawer } from "../../../components/form-drawer";
import { switchActions } from "../../../components/shared-parts/switch-actions";
import { withToasts } from "../../../components/shared-parts/with-toasts";
import { useAnnouncementList, useDeleteAnnouncement, useUpdateAnnouncement } from "../api/communication-api";
import { AnnouncementForm } from "./announcement-form";

const STATUS_FILTER = [
  { value: "published", label: msg("Published") },
  { value: "draft", label: msg("Draft") },
];

type Editing = { announcement?: Announcement };

/** Every announcement, drafts included: write, publish, withdraw and delete. */
export function AnnouncementsTable() {
  const table = useDataTableState({ ordering: "-created_at" });
  const list = useAnnouncementList(table.params);
  const update = useUpdateAnnouncement();
  const remove = useDeleteAnnouncement();
  const { t } = useTranslation("communication");
  const deletion = useConfirmedDelete(remove, {
    deleted: (announcement: Announcement) => t('"{title}" has been deleted.', { title: announcement.title }),
    failed: t("The announcement was not deleted"),
  });
  const [editing, setEditing] = useState<Editing | null>(null);

  async function setStatus(announcement: Announcement, status: Announcement["status"]) {
    await withToasts(() => update.mutateAsync({ id: announcement.id, data: { status } }), {
      done:
        status === "published"
          ? t('"{title}" is published.', { title: announcement.title })
          : t('"{title}" is back to draft and no longer public.', { title: announcement.title }),
      failed: t("The announcement was not changed"),
    });
  }

  const columns: DataTableColumn<Announcement>[] = [
    {
      key: "title",
      header: t("Announcement"),
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
      header: t("Status"),
      width: 130,
      render: (a) => (
        <Badge color={a.status === "published" ? "teal" : "gray"} variant="light">
          {a.status === "published" ? t("Published") : t("Draft")}
        </Badge>
      ),
    },
    dateTimeColumn("published_at", t("Published"), { sortable: true, none: t("Not yet") }),
    dateTimeColumn("created_at", t("Written"), { sortable: true }),
  ];

  return (
    <>
      <ListTable
        label={t("Announcements")}
        columns={columns}
        table={table}
        list={list}
        search={t("Search titles and text")}
        empty={{ none: t("No announcements yet."), filtered: t("No announcements match these filters.") }}
        minWidth={760}
        filters={[
          {
            name: "status",
            label: t("Status"),
            placeholder: t("Any status"),
            data: STATUS_FILTER.map((o) => ({ ...o, label: t(o.label) })),
          },
        ]}
        rowActions={{
          label: (a) => t("Actions for {title}", { title: a.title }),
          actions: [
            {
              label: t("Edit"),
              icon: <IconPencil size={16} />,
              onClick: (a) => setEditing({ announcement: a }),
            },
            ...switchActions<Announcement>(
              (a) => a.status === "published",
              (row, on) => void setStatus(row, on ? "published" : "draft"),
              {
                off: { label: t("Move back to draft"), icon: <IconEyeOff size={16} /> },
                on: { label: t("Publish"), icon: <IconEye size={16} /> },
              },
            ),
            { label: t("Delete"), icon: <IconTrash size={16} />, danger: true, onClick: deletion.ask },
          ],
        }}
        create={{ label: t("New announcement"), onClick: () => setEditing({}) }}
      />
      <FormDrawer
        state={editing}
        size="lg"
        title={(s) => (s?.announcement ? t("Edit announcement") : t("New announcement"))}
        onClose={() => setEditing(null)}
      >
        {(s) => (
          <AnnouncementForm
            key={s.announcement?.id ?? "new"}
            announcement={s.announcement}
            onDone={() => setEditing(null)}
          />
        )}
      </FormDrawer>
      <ConfirmDialog
        {...deletion.dialogProps}
        title={t("Delete this announcement?")}
        confirmLabel={t("Delete")}
      >
        {deletion.target?.status === "published"
          ? t('"{title}" will be removed for good and disappear from the notifications page.', {
              title: deletion.target.title,
            })
          : t('"{title}" will be removed for good.', { title: deletion.target?.title ?? "" })}
      </ConfirmDialog>
    </>
  );
}
