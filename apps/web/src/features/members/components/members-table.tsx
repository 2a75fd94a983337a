import type { Member } from "@cm/contracts";
import { Anchor, Button, Group, Menu, Stack, Text } from "@mantine/core";
import {
  IconEye,
  IconFileImport,
  IconForms,
  IconPencil,
  IconPlus,
  IconTrash,
  IconUserCheck,
  IconUserOff,
} from "@tabler/icons-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ActiveBadge } from "../../../components/active-badge";
import {
  actionsColumn,
  type DataTableColumn,
  ListTable,
  type RowId,
  useDataTableState,
} from "../../../components/data-table";
import { ExportMenu } from "../../../components/export-menu";
import { PageActions } from "../../../components/page-actions";
import { lazyDrawer } from "../../../components/record-drawer";
import { errorMessage } from "../../../lib/api-client";
import { memberName } from "../../../lib/member-queries";
import { notify } from "../../../lib/notify";
import { MEMBER_FIELDS_PATH, useChurchMemberFields } from "../api/member-fields-api";
import { exportMembers, useMemberChoices, useMemberList } from "../api/members-api";
import type { MemberDrawerState } from "./member-drawer";
import { fieldFilterOptions } from "./member-field-filter";
import { ageBandOptions, genderOptions, genderWord, statusOptions } from "./member-labels";

import { type MemberStep, MemberStepDialog } from "./member-step";

// The form loads when the drawer first opens, not with the page.
const MemberDrawer = lazyDrawer(() => import("./member-drawer").then((module) => module.MemberDrawer));

// The import dialog and its report's schema load when the dialog is first asked for.
const ImportMembersDialog = lazy(() =>
  import("./import-dialog").then((module) => ({ default: module.ImportMembersDialog })),
);
// The bulk actions show only once members are ticked; their dialogs bring the form helpers.
const MemberBulkActions = lazy(() =>
  import("./bulk-actions").then((module) => ({ default: module.MemberBulkActions })),
);

export const memberPath = (id: number) => `/church/members/${id}`;

/** The church's members: search, filters, paging, selection for the bulk actions, add, import, export. */
export function MembersTable({
  church,
  canWrite,
  heading,
}: {
  church: number | null;
  canWrite: boolean;
  /** The page's title, shown with the add, import and export buttons beside it. */
  heading: ReactNode;
}) {
  const { t } = useTranslation("members");
  const table = useDataTableState({ ordering: "last_name" });
  const list = useMemberList(table.params);
  const categories = useMemberChoices("categories");
  const homeCells = useMemberChoices("home_cell_fellowships");
  const pastors = useMemberChoices("home_cell_pastors");
  const ownFieldChoices = fieldFilterOptions(useChurchMemberFields(church).fields);
  const [selected, setSelected] = useState<RowId[]>([]);
  const [drawer, setDrawer] = useState<MemberDrawerState>(null);
  const [importing, setImporting] = useState(false);
  // Kept once opened, so that closing the dialog still plays its transition.
  const [importAsked, setImportAsked] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState<MemberStep | null>(null);

  async function runExport(format: "xlsx" | "csv") {
    setExporting(true);
    const toast = notify.loading(t("Preparing the file…"));
    try {
      await exportMembers(format, table.params);
      notify.done(toast, "success", t("The file has been downloaded."));
    } catch (error) {
      notify.done(toast, "error", { title: t("The export failed"), message: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  }

  const columns: DataTableColumn<Member>[] = [
    {
      key: "last_name",
      header: t("Name"),
      sortable: true,
      width: "18%",
      render: (member) => (
        <Stack gap={0}>
          <Anchor component={Link} to={memberPath(member.id)} fw={600} fz="sm">
            {memberName(member)}
          </Anchor>
          {member.category && (
            <Text fz="xs" c="dimmed">
              {member.category}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: "phone", header: t("Phone"), width: "13%" },
    { key: "email", header: t("E-mail"), onPhone: false, width: "24%" },
    {
      key: "home_cell_fellowship",
      header: t("Home cell"),
      width: "16%",
      render: (member) =>
        member.home_cell_fellowship || member.home_cell_pastor ? (
          <Stack gap={0}>
            <Text fz="sm">{member.home_cell_fellowship || "—"}</Text>
            {member.home_cell_pastor && (
              <Text fz="xs" c="dimmed">
                {member.home_cell_pastor}
              </Text>
            )}
          </Stack>
        ) : (
          "—"
        ),
    },
    {
      key: "gender",
      header: t("Gender"),
      onPhone: false,
      width: "9%",
      render: (member) => genderWord(member.gender) || "—",
    },
    { key: "age", header: t("Age"), onPhone: false, width: "6%", render: (member) => member.age ?? "—" },
    {
      key: "is_active",
      header: t("Status"),
      width: 110,
      render: (member) => <ActiveBadge active={member.is_active} />,
    },
    actionsColumn({
      label: (member) => t("Actions for {name}", { name: memberName(member) }),
      menu: (member) => (
        <>
          <Menu.Item component={Link} to={memberPath(member.id)} leftSection={<IconEye size={16} />}>
            {t("Open")}
          </Menu.Item>
          {canWrite && (
            <>
              <Menu.Item
                leftSection={<IconPencil size={16} />}
                onClick={() => setDrawer({ mode: "edit", member })}
              >
                {t("Edit")}
              </Menu.Item>
              <Menu.Item
                leftSection={member.is_active ? <IconUserOff size={16} /> : <IconUserCheck size={16} />}
                onClick={() => setConfirming({ kind: "toggle", member })}
              >
                {member.is_active ? t("Mark inactive") : t("Mark active")}
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirming({ kind: "delete", member })}
              >
                {t("Delete")}
              </Menu.Item>
            </>
          )}
        </>
      ),
    }),
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        {heading}
        <PageActions>
          <ExportMenu what={t("members")} onExport={(format) => void runExport(format)} busy={exporting} />
          {canWrite && (
            <>
              <Button
                variant="default"
                leftSection={<IconFileImport size={16} />}
                onClick={() => {
                  setImportAsked(true);
                  setImporting(true);
                }}
              >
                {t("Import")}
              </Button>
              <Button leftSection={<IconPlus size={16} />} onClick={() => setDrawer({ mode: "create" })}>
                {t("Add member")}
              </Button>
            </>
          )}
        </PageActions>
      </Group>
      {canWrite && (
        // The church's own fields are set up beside the list, out of the phone's button bar.
        <Anchor component={Link} to={MEMBER_FIELDS_PATH} fz="sm" mt={-8} style={{ alignSelf: "flex-end" }}>
          <Group gap={4} component="span">
            <IconForms size={14} />
            {t("Member fields")}
          </Group>
        </Anchor>
      )}
      <ListTable
        label={t("Members")}
        columns={columns}
        list={list}
        table={table}
        search={t("Search by name, phone or e-mail")}
        empty={{
          none: t("No members yet. Add one or import a file."),
          filtered: t("No members match these filters."),
        }}
        minWidth={860}
        selection={canWrite ? { selected, onChange: setSelected } : undefined}
        filters={[
          {
            name: "category",
            label: t("Category"),
            placeholder: t("All categories"),
            data: categories.data ?? [],
            searchable: true,
            maxWidth: 190,
          },
          {
            name: "home_cell_fellowship",
            label: t("Home cell"),
            placeholder: t("All home cells"),
            data: homeCells.data ?? [],
            searchable: true,
            maxWidth: 190,
          },
          {
            name: "home_cell_pastor",
            label: t("Pastor"),
            placeholder: t("All pastors"),
            data: pastors.data ?? [],
            searchable: true,
            maxWidth: 190,
          },
          {
            name: "is_active",
            label: t("Status"),
            placeholder: t("Any status"),
            data: statusOptions(),
            maxWidth: 150,
          },
          {
            name: "gender",
            label: t("Gender"),
            placeholder: t("Any gender"),
            data: genderOptions(),
            maxWidth: 150,
          },
          {
            name: "age_band",
            label: t("Age"),
            placeholder: t("Any age"),
            data: ageBandOptions(),
            maxWidth: 170,
          },
          // The church's own choice and yes/no fields, each value as `<field id>:<value>`.
          ...(ownFieldChoices.length
            ? [
                {
                  name: "field",
                  label: t("Member field"),
                  placeholder: t("Any field value"),
                  data: ownFieldChoices,
                  searchable: true,
                  maxWidth: 220,
                },
              ]
            : []),
        ]}
        actions={
          canWrite &&
          selected.length > 0 && (
            <Suspense fallback={null}>
              <MemberBulkActions ids={selected.map(Number)} onDone={() => setSelected([])} />
            </Suspense>
          )
        }
      />
      <MemberDrawer state={drawer} church={church} onClose={() => setDrawer(null)} />
      {importAsked && (
        <Suspense fallback={null}>
          <ImportMembersDialog opened={importing} church={church} onClose={() => setImporting(false)} />
        </Suspense>
      )}
      <MemberStepDialog
        step={confirming}
        onClose={() => setConfirming(null)}
        onDone={(step) =>
          step.kind === "delete" && setSelected((s) => s.filter((id) => id !== step.member.id))
        }
      />
    </Stack>
  );
}
