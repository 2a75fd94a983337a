import { getDisplayLocale, hasPermission } from "@cm/contracts/rules";
import { Button, Drawer, Group, Menu, Stack, Text } from "@mantine/core";
import { IconChecklist, IconPencil, IconPlus, IconRepeat, IconTrash } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import {
  ActionsHeader,
  type DataTableColumn,
  ListTable,
  RowActions,
  useDataTableState,
} from "../../../components/data-table";
import { useCurrentUser } from "../../../lib/auth-store";
import { useWorkingChurch } from "../../../lib/church-currency";
import { formatDate, formatDateTime, zoneFormatter } from "../../../lib/format-date";
import { EVENT_TYPE_CHOICES, eventTypeLabel } from "../../../lib/labels";
import { toLocalInput } from "../../../lib/local-date-time";
import { useHasFeature } from "../../../lib/subscription-queries";
import { useHeldValue } from "../../../lib/use-held-value";
import { type ChurchEvent, useDeleteEvent, useEventList } from "../api/events-api";
import { EventForm } from "./event-form";
import { MarkAttendanceDialog } from "./mark-attendance-dialog";

// A sentence translated whole, with the record's name set in bold where the language places it.
const BOLD = "\u0000";

function WithBold({ text, bold }: { text: string; bold: string }) {
  const [before, after] = text.split(BOLD);
  return (
    <>
      {before}
      <b>{bold}</b>
      {after}
    </>
  );
}

type DrawerState = { event: ChurchEvent | null } | null;

/**
 * "12 Mar 2026, 10:00 – 12:00" at the church's clock (its time zone; this browser's while it is
 * not known); the end's date only when it is another day there.
 */
function whenText(event: ChurchEvent, zone: string | undefined): string {
  const start = formatDateTime(event.starts_at, undefined, zone);
  if (!event.ends_at) return start;
  const sameDay =
    toLocalInput(event.starts_at, zone).slice(0, 10) === toLocalInput(event.ends_at, zone).slice(0, 10);
  const end = new Date(event.ends_at);
  const timeOnly = zone
    ? zoneFormatter(zone, "time")
    : new Intl.DateTimeFormat(getDisplayLocale(), { hour: "numeric", minute: "2-digit" });
  return `${start} – ${sameDay ? timeOnly.format(end) : formatDateTime(event.ends_at, undefined, zone)}`;
}

/** The church's events: add, change, delete, and mark who came. */
export function EventsTable() {
  const { t } = useTranslation("events");
  const user = useCurrentUser();
  const canWrite = user ? hasPermission(user, "events.write") : false;
  const canMark = useHasFeature("ATTENDANCE_TRACKING") && canWrite;
  const table = useDataTableState({ ordering: "-starts_at" });
  const list = useEventList(table.params);
  const remove = useDeleteEvent();
  const deletion = useConfirmedDelete(remove, {
    deleted: (event: ChurchEvent) => t("{title} has been deleted.", { title: event.title }),
    failed: t("The event was not deleted"),
  });
  const [drawer, setDrawer] = useState<DrawerState>(null);
  // Services are at the church's clock: its time zone, wherever the reader is.
  const zone = useWorkingChurch().data?.time_zone;
  const [marking, setMarking] = useState<ChurchEvent | null>(null);

  const [shownDrawer, releaseDrawer] = useHeldValue(drawer);
  const typeChoices = useMemo(() => EVENT_TYPE_CHOICES.map((c) => ({ ...c, label: t(c.label) })), [t]);

  const columns: DataTableColumn<ChurchEvent>[] = [
    {
      key: "title",
      header: t("Event"),
      sortable: true,
      render: (event) => (
        <Stack gap={0}>
          <Text fw={600} fz="sm">
            {event.title}
          </Text>
          <Text fz="xs" c="dimmed">
            {t(eventTypeLabel(event.event_type))}
          </Text>
        </Stack>
      ),
    },
    {
      key: "starts_at",
      header: t("Date and time"),
      sortable: true,
      render: (event) => (
        <Stack gap={2}>
          <Text fz="sm">{whenText(event, zone)}</Text>
          {event.recurrence !== "NONE" && (
            <Group gap={4} c="dimmed">
              <IconRepeat size={12} />
              <Text fz="xs">
                {event.recurrence === "WEEKLY"
                  ? t("Weekly until {date}", { date: formatDate(event.recurrence_until) })
                  : t("Monthly until {date}", { date: formatDate(event.recurrence_until) })}
              </Text>
            </Group>
          )}
        </Stack>
      ),
    },
    { key: "location", header: t("Location") },
    {
      key: "attendance_count",
      header: t("Attendance"),
      render: (event) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {event.total_attendance}
          </Text>
          <Text fz="xs" c="dimmed">
            {t(
              "{members, plural, one {{memberCount} member} other {{memberCount} members}}, {visitors, plural, one {{visitorCount} visitor} other {{visitorCount} visitors}}",
              {
                members: event.attendance_count,
                visitors: event.visitor_count,
                memberCount: String(event.attendance_count),
                visitorCount: String(event.visitor_count),
              },
            )}
          </Text>
        </Stack>
      ),
    },
    {
      key: "actions",
      header: <ActionsHeader />,
      width: canMark ? 190 : 56,
      align: "right",
      render: (event) =>
        canWrite ? (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {canMark && (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconChecklist size={14} />}
                onClick={() => setMarking(event)}
                aria-label={t("Mark attendance for {title}", { title: event.title })}
              >
                {t("Mark attendance")}
              </Button>
            )}
            <RowActions label={t("Actions for {title}", { title: event.title })}>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setDrawer({ event })}>
                {t("Edit")}
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => deletion.ask(event)}
              >
                {t("Delete")}
              </Menu.Item>
            </RowActions>
          </Group>
        ) : null,
    },
  ];

  return (
    <>
      {zone && (
        <Text fz="sm" c="dimmed" mb="xs">
          {t("Times are in {zone}.", { zone })}
        </Text>
      )}
      <ListTable
        label={t("Events")}
        columns={columns}
        list={list}
        table={table}
        search={t("Search by title or location")}
        empty={{
          none: t("No events yet. Add the first one."),
          filtered: t("No events match these filters."),
        }}
        minWidth={900}
        filters={[
          {
            name: "event_type",
            label: t("Type"),
            placeholder: t("All types"),
            data: typeChoices,
            maxWidth: 200,
          },
        ]}
        actions={
          canWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDrawer({ event: null })}>
              {t("Add event")}
            </Button>
          )
        }
      />
      <Drawer
        closeButtonProps={{ "aria-label": t("Close") }}
        opened={drawer !== null}
        onClose={() => setDrawer(null)}
        position="right"
        size="md"
        padding="lg"
        title={
          <Text fw={700} fz="lg">
            {shownDrawer?.event ? t("Edit {title}", { title: shownDrawer.event.title }) : t("New event")}
          </Text>
        }
        onExitTransitionEnd={releaseDrawer}
      >
        {shownDrawer && (
          <EventForm
            key={shownDrawer.event?.id ?? "new"}
            event={shownDrawer.event}
            zone={zone}
            onDone={() => setDrawer(null)}
            onCancel={() => setDrawer(null)}
          />
        )}
      </Drawer>
      <ConfirmDialog
        {...deletion.dialogProps}
        title={t("Delete this event?")}
        confirmLabel={t("Delete event")}
      >
        {deletion.target ? (
          <WithBold
            text={t("{title} and the attendance marked for it will be removed. This cannot be undone.", {
              title: BOLD,
            })}
            bold={deletion.target.title}
          />
        ) : null}
      </ConfirmDialog>
      <MarkAttendanceDialog event={marking} onClose={() => setMarking(null)} />
    </>
  );
}
