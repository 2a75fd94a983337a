import { type TestimonyType, testimonyTypeCreate } from "@cm/contracts";
import { Badge, Button, Menu } from "@mantine/core";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import {
  actionsColumn,
  DataTable,
  type DataTableColumn,
  useDataTableState,
} from "../../../components/data-table";
import { FormDrawer } from "../../../components/form-drawer";
import { KitForm, SwitchField, TextAreaField, TextField, useSchemaForm } from "../../../components/form-kit";
import { notify } from "../../../lib/notify";
import { listTableProps } from "../../../lib/resource-hooks";
import { useCreateType, useDeleteType, useTypeList, useUpdateType } from "../api/testimonies-api";

function TypeForm({ type, onDone }: { type: TestimonyType | null; onDone: () => void }) {
  const create = useCreateType();
  const update = useUpdateType();
  const kit = useSchemaForm(testimonyTypeCreate, {
    defaultValues: {
      name: type?.name ?? "",
      description: type?.description ?? "",
      is_active: type?.is_active ?? true,
    },
    onSubmit: async (v) => {
      if (type) await update.mutateAsync({ id: type.id, data: v });
      else await create.mutateAsync(v);
      notify.success(`${v.name} has been saved.`);
      onDone();
    },
  });
  return (
    <KitForm kit={kit} label={type ? "Edit type" : "New type"} gap="sm" submitLabel="Save" onCancel={onDone}>
      <TextField name="name" label="Name" required />
      <TextAreaField name="description" label="Description" rows={2} />
      <SwitchField name="is_active" label="Offered when sharing a testimony" />
    </KitForm>
  );
}

/** The kinds of testimony (Healing, Provision...): super admins add, rename and retire them. */
export function TypesTable({ canWrite }: { canWrite: boolean }) {
  const table = useDataTableState({ ordering: "name", pageSize: 50 });
  const list = useTypeList(table.params);
  const remove = useDeleteType();
  const deletion = useConfirmedDelete(remove, {
    deleted: (t: TestimonyType) => `${t.name} has been deleted.`,
    failed: "The type was not deleted",
  });
  const [editing, setEditing] = useState<{ type: TestimonyType | null } | null>(null);
  const columns: DataTableColumn<TestimonyType>[] = [
    { key: "name", header: "Type", sortable: true },
    { key: "description", header: "Description", onPhone: false },
    {
      key: "is_active",
      header: "Offered",
      render: (t) => (
        <Badge color={t.is_active ? "teal" : "gray"} variant="light">
          {t.is_active ? "Yes" : "No"}
        </Badge>
      ),
    },
  ];
  if (canWrite)
    columns.push(
      actionsColumn({
        label: (t) => `Actions for ${t.name}`,
        menu: (t) => (
          <>
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setEditing({ type: t })}>
              Edit
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => deletion.ask(t)}>
              Delete
            </Menu.Item>
          </>
        ),
      }),
    );
  return (
    <>
      <DataTable
        label="Testimony types"
        columns={columns}
        {...listTableProps(list)}
        getRowId={(t) => t.id}
        state={table}
        searchPlaceholder="Search types"
        emptyMessage="No types yet."
        actions={
          canWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ type: null })}>
              New type
            </Button>
          )
        }
      />
      <FormDrawer
        state={editing}
        onClose={() => setEditing(null)}
        title={(e) => (e?.type ? "Edit type" : "New type")}
      >
        {(e) => <TypeForm type={e.type} onDone={() => setEditing(null)} />}
      </FormDrawer>
      <ConfirmDialog {...deletion.dialogProps} title="Delete this type?" confirmLabel="Delete">
        {deletion.target?.name} will be deleted. A type in use cannot be deleted: stop offering it instead.
      </ConfirmDialog>
    </>
  );
}
