import {
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Modal,
  Pagination,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogActions } from "../../../components/dialog-actions";
import {
  NumberField,
  numberProblem,
  type TypedNumber,
  typedNumber,
} from "../../../components/form-number-field";
import { FormAlert } from "../../../components/form-parts";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { useWorkingChurch } from "../../../lib/church-currency";
import { useServerErrors } from "../../../lib/form-errors";
import { formatDateTime } from "../../../lib/format-date";
import { memberName, useActiveMembers } from "../../../lib/member-queries";
import { notify } from "../../../lib/notify";
import { useHeldValue } from "../../../lib/use-held-value";
import { type ChurchEvent, useEventAttendance, useMarkEventAttendance } from "../api/events-api";

const PAGE_SIZE = 50;
/** How many visitors an event may record (the API's limits); empty is none. */
const VISITORS = { min: 0, max: 1_000_000 };

/** Ticks the members who came to an event and counts the visitors; saving replaces the list. */
export function MarkAttendanceDialog({ event, onClose }: { event: ChurchEvent | null; onClose: () => void }) {
  const { t } = useTranslation("events");
  const [shown, release] = useHeldValue(event);

  return (
    <Modal
      closeButtonProps={{ "aria-label": t("Close") }}
      opened={event !== null}
      onClose={onClose}
      size="lg"
      title={
        <Text fw={700} fz="lg">
          {t("Mark attendance")}
        </Text>
      }
      onExitTransitionEnd={release}
    >
      {shown && <AttendanceForm key={shown.id} event={shown} onClose={onClose} />}
    </Modal>
  );
}

function AttendanceForm({ event, onClose }: { event: ChurchEvent; onClose: () => void }) {
  // The service's time at the church's clock.
  const zone = useWorkingChurch().data?.time_zone;
  const { t } = useTranslation("events");
  const attendance = useEventAttendance(event.id);
  const mark = useMarkEventAttendance();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const members = useActiveMembers({ search: debounced, page, pageSize: PAGE_SIZE });
  const [present, setPresent] = useState<Set<number> | null>(null);
  const [visitors, setVisitors] = useState<TypedNumber>(event.visitor_count);
  const server = useServerErrors({ members: [...(present ?? [])], visitor_count: visitors });

  // Those already marked present start ticked.
  useEffect(() => {
    if (attendance.data && present === null) setPresent(new Set(attendance.data.map((a) => a.member)));
  }, [attendance.data, present]);

  const checked = present ?? new Set<number>();
  const rows = members.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((members.data?.count ?? 0) / PAGE_SIZE));
  const allShownChecked = rows.length > 0 && rows.every((m) => checked.has(m.id));

  function toggle(id: number) {
    setPresent((current) => {
      const next = new Set(current ?? []);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function toggleShown() {
    setPresent((current) => {
      const next = new Set(current ?? []);
      for (const m of rows) {
        if (allShownChecked) next.delete(m.id);
        else next.add(m.id);
      }
      return next;
    });
  }

  async function save() {
    server.clear();
    const refused = numberProblem(visitors, VISITORS);
    if (refused) return server.say(refused, "visitor_count");
    try {
      await mark.mutateAsync({
        id: event.id,
        members: [...checked],
        visitor_count: typedNumber(visitors) ?? 0,
      });
      notify.success(t("Attendance for {title} has been saved.", { title: event.title }));
      onClose();
    } catch (error) {
      notify.error({ title: t("The attendance was not saved"), message: server.show(error) });
    }
  }

  if (attendance.isError) {
    return <QueryRetryAlert title={t("We could not load who came")} query={attendance} />;
  }
  if (present === null) {
    return (
      <Center py="xl" role="status" aria-label={t("Loading")}>
        <Loader type="dots" />
      </Center>
    );
  }

  return (
    <Stack gap="md">
      <FormAlert message={server.alert} />
      <div>
        <Text fw={600}>{event.title}</Text>
        <Text fz="sm" c="dimmed">
          {formatDateTime(event.starts_at, undefined, zone)}
          {event.location ? ` · ${event.location}` : ""}
        </Text>
      </div>
      <TextInput
        aria-label={t("Search members")}
        placeholder={t("Search members by name or phone")}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      <Group justify="space-between" gap="xs">
        <Text fz="sm" aria-live="polite">
          {t("{count, plural, one {{n} member present} other {{n} members present}}", {
            count: checked.size,
            n: String(checked.size),
          })}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={toggleShown} disabled={rows.length === 0}>
          {allShownChecked ? t("Untick the members shown") : t("Tick the members shown")}
        </Button>
      </Group>
      <ScrollArea.Autosize mah={340} type="auto" offsetScrollbars>
        {members.isPending ? (
          <Center py="lg" role="status" aria-label={t("Loading members")}>
            <Loader size="sm" />
          </Center>
        ) : members.isError && rows.length === 0 ? (
          <QueryRetryAlert inline query={members} />
        ) : rows.length === 0 ? (
          <Text c="dimmed" fz="sm" ta="center" py="lg">
            {debounced.trim()
              ? t("No active members match this search.")
              : t("The church has no active members yet.")}
          </Text>
        ) : (
          <Stack
            gap={6}
            role="group"
            aria-label={t("Members")}
            // Dimmed, and said to be busy, while a new search's members are on their way.
            aria-busy={members.isPlaceholderData || undefined}
            style={{ opacity: members.isPlaceholderData ? 0.6 : 1 }}
          >
            {rows.map((m) => (
              <Checkbox
                key={m.id}
                label={memberName(m)}
                description={m.phone || undefined}
                checked={checked.has(m.id)}
                onChange={() => toggle(m.id)}
              />
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
      {pages > 1 && (
        <Group justify="center">
          <Pagination size="sm" total={pages} value={page} onChange={setPage} />
        </Group>
      )}
      <NumberField
        label={t("Visitors")}
        description={t("People who came but are not members")}
        {...VISITORS}
        {...server.bind("visitor_count", visitors, setVisitors)}
        maw={200}
      />
      <DialogActions
        busy={mark.isPending}
        label={t("Save attendance")}
        onCancel={onClose}
        onConfirm={() => void save()}
      />
    </Stack>
  );
}
