import type { MemberField } from "@cm/contracts";
import { Badge, Stack, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconEdit, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ActiveBadge } from "../../../components/active-badge";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { RecordDrawer } from "../../../components/record-drawer";
import { useRecordDrawer } from "../../../components/shared-parts/use-record-drawer";
import { withToasts } from "../../../components/shared-parts/with-toasts";
import {
  useChurchMemberFields,
  useDeleteMemberField,
  useMemberFieldList,
  useReorderMemberFields,
} from "../api/member-fields-api";
import { MemberFieldForm } from "./member-field-form";
import { fieldTypeWord, visibilityWord } from "./member-field-labels";

/**
 * The fields a church adds to its members' records: add, change, put in order and remove them.
 * Removing a field that members have values of says how many first, and suggests turning it off.
 */
export function MemberFieldsTable({
  church,
  canWrite,
  heading,
}: {
  church: number | null;
  canWrite: boolean;
  heading: ReactNode;
}) {
  const { t } = useTranslation("members");
  const table = useDataTableState({ ordering: "position", pageSize: 50 });
  const list = useMemberFieldList(table.params);
  const all = useChurchMemberFields(church, false);
  const reorder = useReorderMemberFields();
  const drawer = useRecordDrawer<MemberField>();
  const deletion = useConfirmedDelete(useDeleteMemberField(), {
    deleted: (f: MemberField) => t("The field “{label}” has been removed.", { label: f.label }),
    failed: t("The field was not removed"),
  });
  // Moving needs the church's whole order, which only a user of one church has here.
  const canMove = canWrite && church !== null && !table.search;
  const order = all.fields.map((f) => f.id);

  async function move(field: MemberField, by: -1 | 1) {
    const at = order.indexOf(field.id);
    const other = order[at + by];
    if (at < 0 || other === undefined) return;
    const ids = [...order];
    ids[at] = other;
    ids[at + by] = field.id;
    await withToasts(() => reorder.mutateAsync({ church: church ?? undefined, ids }), {
      done: t("The fields have been put in the new order."),
      failed: t("The order was not saved"),
    });
  }

  const columns: DataTableColumn<MemberField>[] = [
    {
      key: "label",
      header: t("Field"),
      render: (f) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {f.label}
            {f.required && (
              <Badge ml="xs" size="xs" variant="light">
                {t("Required")}
              </Badge>
            )}
          </Text>
          {f.type === "choice" && (
            <Text fz="xs" c="dimmed" lineClamp={2}>
              {f.options.join(", ")}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: "type", header: t("Type"), render: (f) => fieldTypeWord(f.type) },
    {
      key: "visibility",
      header: t("Who sees it"),
      onPhone: false,
      render: (f) => visibilityWord(f.visibility),
    },
    {
      key: "value_count",
      header: t("Members with a value"),
      align: "right",
      onPhone: false,
      render: (f) => f.value_count,
    },
    {
      key: "is_active",
      header: t("Status"),
      width: 110,
      render: (f) => <ActiveBadge active={f.is_active} />,
    },
  ];

  return (
    <>
      <ListTable
        label={t("Member fields")}
        heading={heading}
        columns={columns}
        table={table}
        list={list}
        search={t("Search by label")}
        empty={{
          none: canWrite
            ? t("No fields yet. Add one to keep more about each member, such as a hometown.")
            : t("No fields yet."),
          filtered: t("No fields match this search."),
        }}
        minWidth={720}
        create={drawer.addButton(t("Add a field"), canWrite)}
        rowActions={{
          label: (f) => t("Actions for {name}", { name: f.label }),
          actions: [
            {
              label: t("Edit"),
              icon: <IconEdit size={16} />,
              when: () => canWrite,
              onClick: drawer.edit,
            },
            {
              label: t("Move up"),
              icon: <IconArrowUp size={16} />,
              when: (f) => canMove && order.indexOf(f.id) > 0,
              onClick: (f) => void move(f, -1),
            },
            {
              label: t("Move down"),
              icon: <IconArrowDown size={16} />,
              when: (f) => canMove && order.indexOf(f.id) >= 0 && order.indexOf(f.id) < order.length - 1,
              onClick: (f) => void move(f, 1),
            },
            {
              label: t("Remove"),
              icon: <IconTrash size={16} />,
              danger: true,
              when: () => canWrite,
              onClick: deletion.ask,
            },
          ],
        }}
      />
      <RecordDrawer
        state={drawer.state}
        onClose={drawer.close}
        titles={{ create: t("Add a field"), edit: t("Edit field") }}
      >
        {(field) => (
          <MemberFieldForm
            field={field}
            church={church}
            position={order.length ? Math.max(...all.fields.map((f) => f.position)) + 1 : 0}
            onDone={drawer.close}
          />
        )}
      </RecordDrawer>
      <ConfirmDialog {...deletion.dialogProps} title={t("Remove this field?")} confirmLabel={t("Remove")}>
        {deletion.target && deletion.target.value_count > 0
          ? t(
              "{count, plural, one {# member has} other {# members have}} a value for “{label}”. Removing the field removes those values for good. To keep them, edit the field and turn off “In use” instead.",
              { count: deletion.target.value_count, label: deletion.target.label },
            )
          : t("“{label}” will be removed. No member has a value for it.", {
              label: deletion.target?.label ?? "",
            })}
      </ConfirmDialog>
    </>
  );
}
