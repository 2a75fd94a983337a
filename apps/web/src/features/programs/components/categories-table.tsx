import type { ProgramCategory } from "@cm/contracts";
import { programCategoriesEndpoints } from "@cm/contracts";
import { Button, ColorInput, Group, Menu, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import {
  actionsColumn,
  type DataTableColumn,
  ListTable,
  useDataTableState,
} from "../../../components/data-table";
import { useServerErrors } from "../../../lib/form-errors";
import { notify } from "../../../lib/notify";
import { clientOf } from "../../../lib/typed-client";
import { useCategoryList, useDeleteProgramRecord, useSaveCategory } from "../api/programs-api";
import { CategoryLabel } from "./program-parts";
import { RecordDialog } from "./record-dialog";

const programCategoriesClient = clientOf(programCategoriesEndpoints);

type Editing = { category: ProgramCategory | null } | null;

function CategoryDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const save = useSaveCategory();
  const c = editing?.category ?? null;
  const [values, setValues] = useState({ name: "", color: "#1c7ed6", description: "", is_active: true });
  const server = useServerErrors(values);
  const [opened, setOpened] = useState<Editing>(null);
  if (editing !== opened) {
    setOpened(editing);
    setValues(
      c
        ? { name: c.name, color: c.color, description: c.description, is_active: c.is_active }
        : { name: "", color: "#1c7ed6", description: "", is_active: true },
    );
    server.clear();
  }
  async function submit() {
    server.clear();
    try {
      const saved = await save.mutateAsync({ id: c?.id ?? null, data: values });
      notify.success(`${saved.name} has been saved.`);
      onClose();
    } catch (error) {
      notify.error({ title: "The category was not saved", message: server.show(error) });
    }
  }
  return (
    <RecordDialog
      title={c ? "Edit category" : "Add a category"}
      opened={editing !== null}
      onClose={onClose}
      alert={server.alert}
      busy={save.isPending}
      submitLabel="Save category"
      onSubmit={() => void submit()}
    >
      <TextInput
        label="Name"
        withAsterisk
        value={values.name}
        onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
        error={server.fieldError("name")}
      />
      <ColorInput
        label="Colour on the calendar"
        value={values.color}
        onChange={(color) => setValues({ ...values, color })}
        error={server.fieldError("color")}
        format="hex"
      />
      <Textarea
        label="Description"
        rows={2}
        value={values.description}
        onChange={(e) => setValues({ ...values, description: e.currentTarget.value })}
        error={server.fieldError("description")}
      />
      <Switch
        label="In use"
        description="A category no longer in use is not offered for new programs."
        checked={values.is_active}
        onChange={(e) => setValues({ ...values, is_active: e.currentTarget.checked })}
        error={server.fieldError("is_active")}
      />
    </RecordDialog>
  );
}

/** The national default categories and the church's own, with their colours. */
export function CategoriesTable({
  canWrite,
  isSuperAdmin,
  heading,
}: {
  canWrite: boolean;
  isSuperAdmin: boolean;
  heading: ReactNode;
}) {
  const table = useDataTableState({ ordering: "name" });
  const list = useCategoryList(table.params);
  const remove = useDeleteProgramRecord(programCategoriesClient);
  const removal = useConfirmedDelete(remove, {
    deleted: (c: ProgramCategory) => `${c.name} has been deleted.`,
    failed: "The category was not deleted",
  });
  const [editing, setEditing] = useState<Editing>(null);
  // A church's officers change its own categories; the national defaults are a super admin's.
  const mayChange = (c: ProgramCategory) => canWrite && (c.church === null ? isSuperAdmin : !isSuperAdmin);
  const columns: DataTableColumn<ProgramCategory>[] = [
    {
      key: "name",
      header: "Category",
      sortable: true,
      render: (c) => <CategoryLabel name={c.name} color={c.color} />,
    },
    {
      key: "church",
      header: "Kind",
      render: (c) => (c.church === null ? "National default" : "This church's own"),
    },
    { key: "is_active", header: "In use", render: (c) => (c.is_active ? "Yes" : "No") },
    { key: "description", header: "Description", onPhone: false, render: (c) => c.description || "—" },
    actionsColumn<ProgramCategory>({
      label: (c) => `Actions for ${c.name}`,
      menu: (c) =>
        mayChange(c) ? (
          <>
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setEditing({ category: c })}>
              Edit
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => removal.ask(c)}>
              Delete
            </Menu.Item>
          </>
        ) : (
          <Menu.Item disabled>National categories are kept by the national office</Menu.Item>
        ),
    }),
  ];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        {heading}
        {canWrite && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ category: null })}>
            Add a category
          </Button>
        )}
      </Group>
      <ListTable
        label="Program categories"
        columns={columns}
        list={list}
        table={table}
        search="Search categories"
        empty={{ none: "No categories yet.", filtered: "No categories match." }}
      />
      <CategoryDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog title="Delete this category?" confirmLabel="Delete" {...removal.dialogProps}>
        {removal.target
          ? `${removal.target.name} will be deleted. A category used by programs cannot be deleted; turn it off instead.`
          : ""}
      </ConfirmDialog>
    </Stack>
  );
}
