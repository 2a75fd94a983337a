import type { ProgramCategory } from "@cm/contracts";
import { programCategoriesEndpoints } from "@cm/contracts";
import { Button, ColorInput, Group, Menu, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("programs");
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
      notify.success(t("{name} has been saved.", { name: saved.name }));
      onClose();
    } catch (error) {
      notify.error({ title: t("The category was not saved"), message: server.show(error) });
    }
  }
  return (
    <RecordDialog
      title={c ? t("Edit category") : t("Add a category")}
      opened={editing !== null}
      onClose={onClose}
      alert={server.alert}
      busy={save.isPending}
      submitLabel={t("Save category")}
      onSubmit={() => void submit()}
    >
      <TextInput
        label={t("Name")}
        withAsterisk
        value={values.name}
        onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
        error={server.fieldError("name")}
      />
      <ColorInput
        label={t("Colour on the calendar")}
        value={values.color}
        onChange={(color) => setValues({ ...values, color })}
        error={server.fieldError("color")}
        format="hex"
      />
      <Textarea
        label={t("Description")}
        rows={2}
        value={values.description}
        onChange={(e) => setValues({ ...values, description: e.currentTarget.value })}
        error={server.fieldError("description")}
      />
      <Switch
        label={t("In use")}
        description={t("A category no longer in use is not offered for new programs.")}
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
  const { t } = useTranslation("programs");
  const table = useDataTableState({ ordering: "name" });
  const list = useCategoryList(table.params);
  const remove = useDeleteProgramRecord(programCategoriesClient);
  const removal = useConfirmedDelete(remove, {
    deleted: (c: ProgramCategory) => t("{name} has been deleted.", { name: c.name }),
    failed: t("The category was not deleted"),
  });
  const [editing, setEditing] = useState<Editing>(null);
  // A church's officers change its own categories; the national defaults are a super admin's.
  const mayChange = (c: ProgramCategory) => canWrite && (c.church === null ? isSuperAdmin : !isSuperAdmin);
  const columns: DataTableColumn<ProgramCategory>[] = [
    {
      key: "name",
      header: t("Category"),
      sortable: true,
      render: (c) => <CategoryLabel name={c.name} color={c.color} />,
    },
    {
      key: "church",
      header: t("Kind"),
      render: (c) => (c.church === null ? t("National default") : t("This church''s own")),
    },
    { key: "is_active", header: t("In use"), render: (c) => (c.is_active ? t("Yes") : t("No")) },
    { key: "description", header: t("Description"), onPhone: false, render: (c) => c.description || "—" },
    actionsColumn<ProgramCategory>({
      label: (c) => t("Actions for {name}", { name: c.name }),
      menu: (c) =>
        mayChange(c) ? (
          <>
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setEditing({ category: c })}>
              {t("Edit")}
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => removal.ask(c)}>
              {t("Delete")}
            </Menu.Item>
          </>
        ) : (
          <Menu.Item disabled>{t("National categories are kept by the national office")}</Menu.Item>
        ),
    }),
  ];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        {heading}
        {canWrite && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ category: null })}>
            {t("Add a category")}
          </Button>
        )}
      </Group>
      <ListTable
        label={t("Program categories")}
        columns={columns}
        list={list}
        table={table}
        search={t("Search categories")}
        empty={{ none: t("No categories yet."), filtered: t("No categories match.") }}
      />
      <CategoryDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog title={t("Delete this category?")} confirmLabel={t("Delete")} {...removal.dialogProps}>
        {removal.target
          ? t("{name} will be deleted. A category used by programs cannot be deleted; turn it off instead.", {
              name: removal.target.name,
            })
          : ""}
      </ConfirmDialog>
    </Stack>
  );
}
