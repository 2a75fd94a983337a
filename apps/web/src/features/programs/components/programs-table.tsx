import { type Program, programRules, programsEndpoints } from "@cm/contracts";
import { Button, Stack } from "@mantine/core";
import { IconCalendarEvent, IconCheck, IconEye, IconPencil, IconSend, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import {
  type DataTableColumn,
  ListTable,
  referenceFilter,
  titleColumn,
  useDataTableState,
} from "../../../components/data-table";
import { lazyDrawer, type RecordDrawerState } from "../../../components/record-drawer";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { clientOf } from "../../../lib/typed-client";
import { useCategoryChoices, useDeleteProgramRecord, useProgramList } from "../api/programs-api";
import { CategoryLabel, PROGRAM_STATUS_OPTIONS, ProgramStatusBadge, programPath } from "./program-parts";
import { StepDialog, type StepRequest } from "./program-steps";

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
  const { canWrite, canApprove } = permissions;
  const table = useDataTableState({
    ordering: "-start_date",
    filters: initialStatus ? { status: initialStatus } : {},
  });
  const list = useProgramList(table.params);
  const categories = useCategoryChoices();
  const remove = useDeleteProgramRecord(programsClient);
  const removal = useConfirmedDelete(remove, {
    deleted: (p: Program) => `${p.title} has been deleted.`,
    failed: "The program was not deleted",
  });
  const [drawer, setDrawer] = useState<RecordDrawerState<Program>>(null);
  const [step, setStep] = useState<StepRequest>(null);

  const columns: DataTableColumn<Program>[] = [
    titleColumn({
      key: "title",
      header: "Program",
      sortable: true,
      title: (p) => p.title,
      detail: (p) => `${p.recurrence_text} · ${p.start_time}`,
      to: (p) => programPath(p.id),
    }),
    {
      key: "category",
      header: "Category",
      render: (p) => <CategoryLabel name={p.category_name} color={p.category_color} />,
    },
    {
      key: "status",
      header: "Status",
      sortable: true,
      render: (p) => <ProgramStatusBadge status={p.status} />,
    },
    { key: "start_date", header: "First date", sortable: true, render: (p) => formatDate(p.start_date) },
    {
      key: "next_occurrence",
      header: "Next",
      onPhone: false,
      render: (p) => formatDateTime(p.next_occurrence, "—"),
    },
  ];

  return (
    <Stack gap="lg">
      <ListTable
        heading={heading}
        label="Programs"
        columns={columns}
        table={table}
        list={list}
        search="Search titles, places and descriptions"
        empty={{ none: "No programs planned yet.", filtered: "No programs match these filters." }}
        minWidth={820}
        filters={[
          referenceFilter("category", "Category", "All categories", categories.data),
          {
            name: "status",
            label: "Status",
            placeholder: "Any status",
            data: PROGRAM_STATUS_OPTIONS,
            maxWidth: 210,
          },
          { dates: "start_date", label: "First date" },
        ]}
        rowActions={{
          label: (p) => `Actions for ${p.title}`,
          actions: [
            { label: "Open", icon: <IconEye size={16} />, link: (p) => programPath(p.id) },
            {
              label: "Approve",
              icon: <IconCheck size={16} />,
              when: (p) => canApprove && programRules.review(p),
              onClick: (p) => setStep({ program: p, step: "approve" }),
            },
            {
              label: "Submit",
              icon: <IconSend size={16} />,
              when: (p) => canWrite && programRules.submit(p),
              onClick: (p) => setStep({ program: p, step: "submit" }),
            },
            {
              label: "Edit",
              icon: <IconPencil size={16} />,
              when: (p) => canWrite && programRules.edit(p),
              onClick: (p) => setDrawer({ mode: "edit", record: p }),
            },
            {
              label: "Delete",
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
            Calendar
          </Button>
        }
        create={
          canWrite ? { label: "Plan a program", onClick: () => setDrawer({ mode: "create" }) } : undefined
        }
      />
      <ProgramDrawer state={drawer} onClose={() => setDrawer(null)} />
      <StepDialog request={step} onClose={() => setStep(null)} />
      <ConfirmDialog title="Delete this program?" confirmLabel="Delete" {...removal.dialogProps}>
        {removal.target
          ? `${removal.target.title} and its dates, participants, files and reminders will be removed. A program with recorded outcomes cannot be deleted; cancel it instead.`
          : ""}
      </ConfirmDialog>
    </Stack>
  );
}
