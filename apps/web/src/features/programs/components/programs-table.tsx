import type { Program } from "@cm/contracts";
import { Anchor, Button, Group, Menu, Stack, Text } from "@mantine/core";
import {
  IconCalendarEvent,
  IconCheck,
  IconEye,
  IconPencil,
  IconPlus,
  IconSend,
  IconTrash,
} from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import {
  actionsColumn,
  DataTable,
  type DataTableColumn,
  DateRangeFilter,
  FilterSelect,
  hasSearchOrFilters,
  useDataTableState,
} from "../../../components/data-table";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { listTableProps } from "../../../lib/resource-hooks";
import {
  PROGRAMS_PATH,
  useCategoryChoices,
  useDeleteProgramRecord,
  useProgramList,
} from "../api/programs-api";
import { ProgramDrawer, type ProgramDrawerState } from "./program-form";
import { CategoryLabel, PROGRAM_STATUS_OPTIONS, ProgramStatusBadge, programPath } from "./program-parts";
import { StepDialog, type StepRequest } from "./program-steps";

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
  const remove = useDeleteProgramRecord(PROGRAMS_PATH);
  const removal = useConfirmedDelete(remove, {
    deleted: (p: Program) => `${p.title} has been deleted.`,
    failed: "The program was not deleted",
  });
  const [drawer, setDrawer] = useState<ProgramDrawerState>(null);
  const [step, setStep] = useState<StepRequest>(null);

  const columns: DataTableColumn<Program>[] = [
    {
      key: "title",
      header: "Program",
      sortable: true,
      render: (p) => (
        <Stack gap={0}>
          <Anchor component={Link} to={programPath(p.id)} fz="sm" fw={600}>
            {p.title}
          </Anchor>
          <Text fz="xs" c="dimmed">
            {p.recurrence_text} · {p.start_time}
          </Text>
        </Stack>
      ),
    },
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
    actionsColumn<Program>({
      label: (p) => `Actions for ${p.title}`,
      menu: (p) => (
        <>
          <Menu.Item component={Link} to={programPath(p.id)} leftSection={<IconEye size={16} />}>
            Open
          </Menu.Item>
          {canApprove && p.status === "PENDING" && (
            <Menu.Item
              leftSection={<IconCheck size={16} />}
              onClick={() => setStep({ program: p, step: "approve" })}
            >
              Approve
            </Menu.Item>
          )}
          {canWrite && p.status === "DRAFT" && (
            <Menu.Item
              leftSection={<IconSend size={16} />}
              onClick={() => setStep({ program: p, step: "submit" })}
            >
              Submit
            </Menu.Item>
          )}
          {canWrite && p.status !== "CANCELLED" && (
            <Menu.Item
              leftSection={<IconPencil size={16} />}
              onClick={() => setDrawer({ mode: "edit", program: p })}
            >
              Edit
            </Menu.Item>
          )}
          {canWrite && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => removal.ask(p)}>
              Delete
            </Menu.Item>
          )}
        </>
      ),
    }),
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        {heading}
        <Group gap="xs">
          <Button
            variant="default"
            component={Link}
            to="/programs/calendar"
            leftSection={<IconCalendarEvent size={16} />}
          >
            Calendar
          </Button>
          {canWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDrawer({ mode: "create" })}>
              Plan a program
            </Button>
          )}
        </Group>
      </Group>
      <DataTable
        label="Programs"
        columns={columns}
        {...listTableProps(list)}
        getRowId={(p) => p.id}
        state={table}
        searchPlaceholder="Search titles, places and descriptions"
        emptyMessage={
          hasSearchOrFilters(table) ? "No programs match these filters." : "No programs planned yet."
        }
        minWidth={820}
        filters={
          <>
            <FilterSelect
              table={table}
              name="category"
              label="Category"
              placeholder="All categories"
              data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              searchable
              maxWidth={190}
            />
            <FilterSelect
              table={table}
              name="status"
              label="Status"
              placeholder="Any status"
              data={PROGRAM_STATUS_OPTIONS}
              maxWidth={210}
            />
            <DateRangeFilter table={table} field="start_date" label="First date" />
          </>
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
