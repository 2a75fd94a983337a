import { type TestimonyType, testimonyTypeCreate } from "@cm/contracts";
import { Badge, Button, Menu } from "@mantine/core";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("testimonies");
  const kit = useSchemaForm(testimonyTypeCreate, {
    defaultValues: {
      name: type?.name ?? "",
      description: type?.description ?? "",
      is_active: type?.is_active ?? true,
    },
    onSubmit: async (v) => {
      if (type) await update.mutateAsync({ id: type.id, data: v });
      else await create.mutateAsync(v);
      notify.success(t("{name} has been saved.", { name: v.name }));
      onDone();
    },
  });
  return (
    <KitForm
      kit={kit}
      label={type ? t("Edit type") : t("New type")}
      gap="sm"
      submitLabel={t("Save")}
      onCancel={onDone}
    >
      <TextField name="name" label={t("Name")} required />
      <TextAreaField name="description" label={t("Description")} rows={2} />
      <SwitchField name="is_active" label={t("Offered when sharing a testimony")} />
    </KitForm>
  );
}

/** The kinds of testimony (Healing, Provision...): super admins add, rename and retire them. */
export function TypesTable({ canWrite }: { canWrite: boolean }) {
  const table = useDataTableState({ ordering: "name", pageSize: 50 });
  const list = useTypeList(table.params);
  const remove = useDeleteType();
  const { t } = useTranslation("testimonies");
  const deletion = useConfirmedDelete(remove, {
    deleted: (type: TestimonyType) => t("{name} has been deleted.", { name: type.name }),
    failed: t("The type was not deleted"),
  });
  const [editing, setEditing] = useState<{ type: TestimonyType | null } | null>(null);
  const columns: DataTableColumn<TestimonyType>[] = [
    { key: "name", header: t("Type"), sortable: true },
    { key: "description", header: t("Description"), onPhone: false },
    {
      key: "is_active",
      header: t("Offered"),
      render: (type) => (
        <Badge color={type.is_active ? "teal" : "gray"} variant="light">
          {type.is_active ? t("Yes") : t("No")}
        </Badge>
      ),
    },
  ];
  if (canWrite)
    columns.push(
      actionsColumn({
        label: (type) => t("Actions for {name}", { name: type.name }),
        menu: (type) => (
          <>
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setEditing({ type })}>
              {t("Edit")}
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => deletion.ask(type)}>
              {t("Delete")}
            </Menu.Item>
          </>
        ),
      }),
    );
  return (
    <>
      <DataTable
        label={t("Testimony types")}
        columns={columns}
        {...listTableProps(list)}
        getRowId={(t) => t.id}
        state={table}
        searchPlaceholder={t("Search types")}
        emptyMessage={t("No types yet.")}
        actions={
          canWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ type: null })}>
              {t("New type")}
            </Button>
          )
        }
      />
      <FormDrawer
        state={editing}
        onClose={() => setEditing(null)}
        title={(e) => (e?.type ? t("Edit type") : t("New type"))}
      >
        {(e) => <TypeForm type={e.type} onDone={() => setEditing(null)} />}
      </FormDrawer>
      <ConfirmDialog {...deletion.dialogProps} title={t("Delete this type?")} confirmLabel={t("Delete")}>
        {t("{name} will be deleted. A type in use cannot be deleted: stop offering it instead.", {
          name: deletion.target?.name ?? "",
        })}
      </ConfirmDialog>
    </>
  );
}
