import { type Occurrence, type Program, programRules } from "@cm/contracts";
import { Anchor, Button, Paper, Stack, Tabs, Text } from "@mantine/core";
import { IconCheck, IconPencil, IconSend, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { DetailFacts } from "../../../components/detail-facts";
import { DetailHeading } from "../../../components/detail-heading";
import { LoadError } from "../../../components/load-error";
import { PageLoader } from "../../../components/page-loader";
import { lazyDrawer } from "../../../components/record-drawer";
import { useRecordDrawer } from "../../../components/shared-parts/use-record-drawer";
import { TitledSection } from "../../../components/titled-section";
import { formatDateTime } from "../../../lib/format-date";
import { translator } from "../../../lib/i18n";
import { useProgram, useProgramOccurrences } from "../api/programs-api";
import { AttachmentsPanel } from "./attachments-panel";
import { ParticipantsPanel } from "./participants-panel";
import {
  CategoryLabel,
  formatDay,
  OccurrenceStatusBadge,
  occurrencePath,
  ProgramStatusBadge,
  reasonText,
} from "./program-parts";
import { StepDialog, type StepRequest } from "./program-steps";
import type { ProgramPermissions } from "./programs-table";
import { RemindersPanel } from "./reminders-panel";
import { scheduleInWords } from "./schedule-words";

// The form loads when the drawer first opens, not with the page.
const ProgramDrawer = lazyDrawer(() => import("./program-form").then((module) => module.ProgramDrawer));

const t = translator("programs");

const hoursText = (minutes: number) =>
  minutes % 60 === 0
    ? t("{hours} h", { hours: minutes / 60 })
    : minutes > 60
      ? t("{hours} h {minutes} min", { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
      : t("{minutes} min", { minutes });

/** A program's dates, past (with their outcome) or to come. */
function OccurrencesTable({ program, when }: { program: number; when: "past" | "upcoming" }) {
  const { t } = useTranslation("programs");
  const table = useDataTableState({ pageSize: 10 });
  const list = useProgramOccurrences(program, when, table.params);
  const columns: DataTableColumn<Occurrence>[] = [
    {
      key: "starts_at",
      header: t("Date"),
      sortable: true,
      render: (o) => (
        <Anchor component={Link} to={occurrencePath(o.id)} fz="sm" fw={600}>
          {t("{day} at {time}", { day: formatDay(o.local_date), time: o.local_time })}
        </Anchor>
      ),
    },
    { key: "status", header: t("Outcome"), render: (o) => <OccurrenceStatusBadge status={o.status} /> },
    {
      key: "attendance",
      header: t("Attendance"),
      render: (o) => (o.attendance === null ? "—" : String(o.attendance)),
    },
    {
      key: "notes",
      header: t("Notes"),
      onPhone: false,
      render: (o) => o.notes || (o.reason && reasonText(o.reason)) || "—",
    },
  ];
  return (
    <ListTable
      label={when === "past" ? t("Past dates") : t("Dates to come")}
      columns={columns}
      list={list}
      table={table}
      search={t("Search notes and reasons")}
      empty={when === "past" ? t("No dates have passed yet.") : t("No dates to come.")}
    />
  );
}

/** One program: its details, its dates, participants, files and reminders, and the next step. */
export function ProgramDetail({ id, permissions }: { id: number; permissions: ProgramPermissions }) {
  const { t } = useTranslation("programs");
  const query = useProgram(id);
  const drawer = useRecordDrawer<Program>();
  const [step, setStep] = useState<StepRequest>(null);
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <LoadError
        error={query.error}
        what={t("program")}
        onRetry={() => void query.refetch()}
        back={{ to: "/programs", label: t("Back to the programs") }}
      />
    );
  const p: Program = query.data;
  const { canWrite, canApprove } = permissions;
  return (
    <Stack gap="lg">
      <DetailHeading
        trail={[{ label: t("Programs"), to: "/programs" }]}
        here={p.title}
        title={p.title}
        below={
          <>
            <ProgramStatusBadge status={p.status} />
            <CategoryLabel name={p.category_name} color={p.category_color} />
          </>
        }
        actions={
          <>
            {canApprove && programRules.review(p) && (
              <>
                <Button
                  leftSection={<IconCheck size={16} />}
                  onClick={() => setStep({ program: p, step: "approve" })}
                >
                  {t("Approve")}
                </Button>
                <Button variant="default" onClick={() => setStep({ program: p, step: "reject" })}>
                  {t("Send back")}
                </Button>
              </>
            )}
            {canWrite && programRules.submit(p) && (
              <Button
                leftSection={<IconSend size={16} />}
                onClick={() => setStep({ program: p, step: "submit" })}
              >
                {t("Submit")}
              </Button>
            )}
            {canWrite && programRules.edit(p) && (
              <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => drawer.edit(p)}>
                {t("Edit")}
              </Button>
            )}
            {canWrite && programRules.cancel(p) && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconX size={16} />}
                onClick={() => setStep({ program: p, step: "cancel" })}
              >
                {t("Cancel program")}
              </Button>
            )}
          </>
        }
      />
      {p.review_note && (
        <Paper withBorder p="sm" radius="md" bg="yellow.0">
          <Text fz="sm">
            <b>{t("Note:")}</b> {p.review_note}
          </Text>
        </Paper>
      )}
      <DetailFacts
        facts={[
          { label: t("Schedule"), value: scheduleInWords(p.recurrence, p.start_date) },
          {
            label: t("First date"),
            value: t("{day} at {time} ({length})", {
              day: formatDay(p.start_date),
              time: p.start_time,
              length: hoursText(p.duration_minutes),
            }),
          },
          { label: t("Time zone"), value: p.time_zone },
          { label: t("Next date"), value: formatDateTime(p.next_occurrence, t("None planned")) },
          { label: t("Location"), value: p.location },
          { label: t("Coordinator"), value: p.coordinator_name },
          { label: t("Expected attendance"), value: p.expected_attendance },
          { label: t("Submitted by"), value: p.submitted_by_name },
          { label: t("Approved by"), value: p.status === "APPROVED" ? p.reviewed_by_name : null },
        ]}
      >
        {p.description && (
          <Text fz="sm" mt="md" style={{ whiteSpace: "pre-wrap" }}>
            {p.description}
          </Text>
        )}
      </DetailFacts>
      <TitledSection title={t("Dates")}>
        <Tabs defaultValue="upcoming" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="upcoming">{t("To come")}</Tabs.Tab>
            <Tabs.Tab value="past">{t("Past, with outcomes")}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="upcoming" pt="sm">
            <OccurrencesTable program={p.id} when="upcoming" />
          </Tabs.Panel>
          <Tabs.Panel value="past" pt="sm">
            <OccurrencesTable program={p.id} when="past" />
          </Tabs.Panel>
        </Tabs>
      </TitledSection>
      <ParticipantsPanel
        target={{ program: p.id }}
        canWrite={canWrite}
        title={t("Participants in every date")}
      />
      <AttachmentsPanel target={{ program: p.id }} canWrite={canWrite} />
      <RemindersPanel program={p.id} canWrite={canWrite} />
      <ProgramDrawer state={drawer.state} onClose={drawer.close} />
      <StepDialog request={step} onClose={() => setStep(null)} />
    </Stack>
  );
}
