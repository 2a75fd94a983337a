import { type Program, programRules, programsEndpoints } from "@cm/contracts";
import { Button, Stack } from "@mantine/core";
import { IconCalendarEvent, IconCheck, IconEye, IconPencil, IconSend, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import {
  type DataTableColumn,
  ListTable,
  referenceFilter,
  titleColumn,
  useDataTableState,
} from "../../../components/data-table";
import { lazyDrawer } from "../../../components/record-drawer";
import { useRecordDrawer } from "../../../components/shared-parts/use-record-drawer";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { clientOf } from "../../../lib/typed-client";
import { useCategoryChoices, useDeleteProgramRecord, useProgramList } from "../api/programs-api";
import { CategoryLabel, ProgramStatusBadge, programPath, programStatusOptions } from "./program-parts";
import { StepDialog, type StepRequest } from "./program-steps";
import { scheduleInWords } from "./schedule-words";

const programsClient = clientOf(programsEndpoints);

// The form loads when the drawer first opens, not with the page.
const ProgramDrawer = lazyDrawer(() => import("./program-form").then((module) => module.ProgramDrawer));

export type ProgramPermissions = { canWrite: boolean; canApprove: boolean };

/** The church's programs: search, filters (category, status, first date), plan, edit, approve. */
export function ProgramsTable({
  permissions,
  heading,
  initialStatus,
}: {
  permissions: ProgramPermissions;
  heading: ReactNode;
  initialStatus?: string;
}) {
  const { t } = useTranslation("programs");
  const { canWrite, canApprove } = permissions;
  const table = useDataTableState({
    ordering: "-start_date",
    filters: initialStatus ? { status: initialStatus } : {},
  });
  const list = useProgramList(table.params);
  const categories = useCategoryChoices();
  const remove = useDeleteProgramRecord(programsClient);
  const removal = useConfirmedDelete(remove, {
    deleted: (p: Program) => t("{title} has been deleted.", { title: p.title }),
    failed: t("The program was not deleted"),
  });
  const drawer = useRecordDrawer<Program>();
  const [step, setStep] = useState<StepRequest>(null);

  const columns: DataTableColumn<Program>[] = [
    titleColumn({
      key: "title",
      header: t("Program"),
      sortable: true,
      title: (p) => p.title,
      detail: (p) => `${scheduleInWords(p.recurrence, p.start_date)} · ${p.start_time}`,
      to: (p) => programPath(p.id),
    }),
    {
      key: "category",
      header: t("Category"),
      render: (p) => <CategoryLabel name={p.category_name} color={p.category_color} />,
    },
    {
      key: "status",
      header: t("Status"),
      sortable: true,
      render: (p) => <ProgramStatusBadge status={p.status} />,
    },
    { key: "start_date", header: t("First date"), sortable: true, render: (p) => formatDate(p.start_date) },
    {
      key: "next_occurrence",
      header: t("Next"),
      onPhone: false,
      render: (p) => formatDateTime(p.next_occurrence, "—"),
    },
  ];

  return (
    <Stack gap="lg">
      <ListTable
        heading={heading}
        label={t("Programs")}
        columns={columns}
        table={table}
        list={list}
        search={t("Search titles, places and descriptions")}
        empty={{ none: t("No programs planned yet."), filtered: t("No programs match these filters.") }}
        minWidth={820}
        filters={[
          referenceFilter("category", t("Category"), t("All categories"), categories.data),
          {
            name: "status",
            label: t("Status"),
            placeholder: t("Any status"),
            data: programStatusOptions(),
            maxWidth: 210,
          },
          { dates: "start_date", label: t("First date") },
        ]}
        rowActions={{
          label: (p) => t("Actions for {title}", { title: p.title }),
          actions: [
            { label: t("Open"), icon: <IconEye size={16} />, link: (p) => programPath(p.id) },
            {
              label: t("Approve"),
              icon: <IconCheck size={16} />,
              when: (p) => canApprove && programRules.review(p),
              onClick: (p) => setStep({ program: p, step: "approve" }),
            },
            {
              label: t("Submit"),
              icon: <IconSend size={16} />,
              when: (p) => canWrite && programRules.submit(p),
              onClick: (p) => setStep({ program: p, step: "submit" }),
            },
            {
              label: t("Edit"),
              icon: <IconPencil size={16} />,
              when: (p) => canWrite && programRules.edit(p),
              onClick: drawer.edit,
            },
            {
              label: t("Delete"),
              icon: <IconTrash size={16} />,
              danger: true,
              when: () => canWrite,
              onClick: removal.ask,
            },
          ],
        }}
        moreButtons={
          <Button
            variant="default"
            component={Link}
            to="/programs/calendar"
            leftSection={<IconCalendarEvent size={16} />}
          >
            {t("Calendar")}
          </Button>
        }
        create={drawer.addButton(t("Plan a program"), canWrite)}
      />
      <ProgramDrawer state={drawer.state} onClose={drawer.close} />
      <StepDialog request={step} onClose={() => setStep(null)} />
      <ConfirmDialog title={t("Delete this program?")} confirmLabel={t("Delete")} {...removal.dialogProps}>
        {removal.target
          ? t(
              "{title} and its dates, participants, files and reminders will be removed. A program with recorded outcomes cannot be deleted; cancel it instead.",
              { title: removal.target.title },
            )
          : ""}
      </ConfirmDialog>
    </Stack>
  );
}
