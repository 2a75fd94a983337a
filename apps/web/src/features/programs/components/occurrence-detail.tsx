import type { Occurrence } from "@cm/contracts";
import { Button, Group, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DetailFacts } from "../../../components/detail-facts";
import { DetailHeading } from "../../../components/detail-heading";
import {
  NumberField,
  numberProblem,
  type TypedNumber,
  typedNumber,
} from "../../../components/form-number-field";
import { FormAlert } from "../../../components/form-parts";
import { LoadError } from "../../../components/load-error";
import { PageLoader } from "../../../components/page-loader";
import { withToasts } from "../../../components/shared-parts/with-toasts";
import { TitledSection } from "../../../components/titled-section";
import { useServerErrors } from "../../../lib/form-errors";
import { formatDateTime } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { type Outcome, useOccurrence, useRecordOutcome } from "../api/programs-api";
import { AttachmentsPanel } from "./attachments-panel";
import { ParticipantsPanel } from "./participants-panel";
import {
  CategoryLabel,
  OccurrenceStatusBadge,
  occurrenceWhen,
  programPath,
  reasonText,
} from "./program-parts";

type Permissions = { canWrite: boolean; canApprove: boolean };
/** How many people a date may record (the API's own limits). */
const ATTENDANCE = { min: 0, max: 1_000_000, required: true };

/** Records whether a date took place: attendance and notes, or the reason it did not. */
function OutcomeForm({ occurrence: o, onDone }: { occurrence: Occurrence; onDone: () => void }) {
  const { t } = useTranslation("programs");
  const record = useRecordOutcome();
  const [kind, setKind] = useState<"accomplished" | "not_accomplished">(
    o.status === "NOT_ACCOMPLISHED" ? "not_accomplished" : "accomplished",
  );
  const [attendance, setAttendance] = useState<TypedNumber>(o.attendance ?? "");
  const [notes, setNotes] = useState(o.notes);
  const [reason, setReason] = useState(o.reason);
  const server = useServerErrors(kind === "accomplished" ? { attendance, notes } : { reason });
  async function save() {
    server.clear();
    const refused = kind === "accomplished" ? numberProblem(attendance, ATTENDANCE) : null;
    if (refused) return server.say(refused, "attendance");
    const outcome: Outcome =
      kind === "accomplished"
        ? { kind, attendance: typedNumber(attendance) as number, notes }
        : { kind, reason };
    try {
      await record.mutateAsync({ id: o.id, outcome });
      notify.success(
        kind === "accomplished" ? t("Marked as accomplished.") : t("Marked as not accomplished."),
      );
      onDone();
    } catch (error) {
      notify.error({ title: t("The outcome was not saved"), message: server.show(error) });
    }
  }
  return (
    <Stack
      gap="sm"
      component="form"
      aria-label={t("Record the outcome")}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <FormAlert message={server.alert} />
      <SegmentedControl
        value={kind}
        onChange={(v) => setKind(v as typeof kind)}
        data={[
          { value: "accomplished", label: t("It took place") },
          { value: "not_accomplished", label: t("It did not") },
        ]}
        aria-label={t("Did it take place")}
      />
      {kind === "accomplished" ? (
        <>
          <NumberField
            label={t("Attendance")}
            {...ATTENDANCE}
            {...server.bind("attendance", attendance, setAttendance)}
          />
          <Textarea
            label={t("Notes")}
            rows={3}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            error={server.fieldError("notes")}
          />
        </>
      ) : (
        <Textarea
          label={t("Why it did not take place")}
          withAsterisk
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={server.fieldError("reason")}
        />
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={record.isPending}>
          {kind === "accomplished" ? t("Mark accomplished") : t("Mark not accomplished")}
        </Button>
      </Group>
    </Stack>
  );
}

/** One date of a program: when and where, its outcome (recorded or to record), participants and files. */
export function OccurrenceDetail({ id, permissions }: { id: number; permissions: Permissions }) {
  const { t } = useTranslation("programs");
  const query = useOccurrence(id);
  const record = useRecordOutcome();
  const [correcting, setCorrecting] = useState(false);
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <LoadError
        error={query.error}
        what={t("date")}
        onRetry={() => void query.refetch()}
        back={{ to: "/programs/calendar", label: t("Back to the calendar") }}
      />
    );
  const o = query.data;
  const { canWrite, canApprove } = permissions;
  const begun = new Date(o.starts_at).getTime() <= Date.now();
  const recorded = o.status === "ACCOMPLISHED" || o.status === "NOT_ACCOMPLISHED";
  const open = o.program_status !== "CANCELLED" && o.status !== "CANCELLED";
  const mayRecord = canWrite && open && begun && (!recorded || (canApprove && correcting));

  async function setStatus(status: "SCHEDULED" | "CANCELLED") {
    await withToasts(
      () => record.mutateAsync({ id: o.id, outcome: { kind: "status", status, reason: "" } }),
      {
        done:
          status === "CANCELLED"
            ? t("The date has been called off.")
            : t("The date is back on the schedule."),
        failed: t("Nothing was changed"),
      },
    );
  }

  return (
    <Stack gap="lg">
      <DetailHeading
        trail={[
          { label: t("Programs"), to: "/programs" },
          { label: o.program_title, to: programPath(o.program) },
        ]}
        here={o.local_date}
        title={o.program_title}
        below={
          <Text c="dimmed" fz="sm">
            {occurrenceWhen(o)} ({o.time_zone})
          </Text>
        }
      />
      <DetailFacts
        cols={{ base: 1, sm: 2, md: 4 }}
        facts={[
          { label: t("Outcome"), value: <OccurrenceStatusBadge status={o.status} /> },
          {
            label: t("Category"),
            value: <CategoryLabel name={o.category_name} color={o.category_color} />,
          },
          { label: t("Location"), value: o.location },
          {
            label: t("Recorded"),
            value: o.recorded_at
              ? t("{when} by {name}", {
                  when: formatDateTime(o.recorded_at),
                  name: o.recorded_by_name || "—",
                })
              : t("Not yet"),
          },
        ]}
      >
        {recorded && (
          <Stack gap={4} mt="md">
            {o.attendance !== null && (
              <Text fz="sm">{t("Attendance: {count}", { count: String(o.attendance) })}</Text>
            )}
            {o.notes && <Text fz="sm">{t("Notes: {notes}", { notes: o.notes })}</Text>}
            {o.reason && <Text fz="sm">{t("Reason: {reason}", { reason: reasonText(o.reason) })}</Text>}
          </Stack>
        )}
        {o.status === "CANCELLED" && o.reason && (
          <Text fz="sm" mt="md">
            {t("Called off: {reason}", { reason: reasonText(o.reason) })}
          </Text>
        )}
      </DetailFacts>
      {canWrite && (
        <TitledSection
          title={t("What happened")}
          action={
            recorded &&
            canApprove &&
            !correcting && (
              <Button size="compact-sm" variant="default" onClick={() => setCorrecting(true)}>
                {t("Correct the outcome")}
              </Button>
            )
          }
        >
          {mayRecord && <OutcomeForm occurrence={o} onDone={() => setCorrecting(false)} />}
          {!begun && open && (
            <Group justify="space-between">
              <Text fz="sm" c="dimmed">
                {t("This date has not come yet; record what happened once it has started.")}
              </Text>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() => void setStatus("CANCELLED")}
              >
                {t("Call this date off")}
              </Button>
            </Group>
          )}
          {o.status === "CANCELLED" && o.program_status !== "CANCELLED" && (
            <Button size="compact-sm" variant="default" onClick={() => void setStatus("SCHEDULED")}>
              {t("Put it back on the schedule")}
            </Button>
          )}
          {recorded && !canApprove && (
            <Text fz="sm" c="dimmed">
              {t("The outcome is recorded. A church admin can correct it.")}
            </Text>
          )}
          {o.program_status === "CANCELLED" && (
            <Text fz="sm" c="dimmed">
              {t("This program has been cancelled.")}
            </Text>
          )}
        </TitledSection>
      )}
      <ParticipantsPanel
        target={{ occurrence: o.id }}
        canWrite={canWrite}
        title={t("Participants in this date")}
      />
      <AttachmentsPanel target={{ occurrence: o.id }} canWrite={canWrite} title={t("Files of this date")} />
    </Stack>
  );
}
