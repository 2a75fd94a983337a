import type { Household } from "@cm/contracts";
import { Anchor, Text } from "@mantine/core";
import { IconEdit, IconEye, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { RecordDrawer } from "../../../components/record-drawer";
import { useRecordDrawer } from "../../../components/shared-parts/use-record-drawer";
import { useDeleteHousehold, useHouseholdList } from "../api/households-api";
import { HouseholdForm } from "./household-form";

export const householdPath = (id: number) => `/church/households/${id}`;

/** A church's households: search by name, address or phone; add, change and remove them. */
export function HouseholdsTable({ canWrite, heading }: { canWrite: boolean; heading: ReactNode }) {
  const { t } = useTranslation("households");
  const table = useDataTableState({ ordering: "name" });
  const list = useHouseholdList(table.params);
  const drawer = useRecordDrawer<Household>();
  const deletion = useConfirmedDelete(useDeleteHousehold(), {
    deleted: (h: Household) => t("{name} has been removed.", { name: h.name }),
    failed: t("The household was not removed"),
  });

  const columns: DataTableColumn<Household>[] = [
    {
      key: "name",
      header: t("Household"),
      sortable: true,
      render: (h) => (
        <Anchor component={Link} to={householdPath(h.id)} fw={600} fz="sm">
          {h.name}
        </Anchor>
      ),
    },
    {
      key: "head_name",
      header: t("Head"),
      render: (h) =>
        h.head_name || (
          <Text fz="sm" c="dimmed">
            {t("No head yet")}
          </Text>
        ),
    },
    {
      key: "member_count",
      header: t("People"),
      align: "right",
      render: (h) => t("{count, plural, one {# person} other {# people}}", { count: h.member_count }),
    },
    { key: "phone", header: t("Phone") },
    { key: "address", header: t("Address"), onPhone: false },
  ];

  return (
    <>
      <ListTable
        label={t("Households")}
        heading={heading}
        columns={columns}
        table={table}
        list={list}
        search={t("Search by name, address or phone")}
        empty={{
          none: canWrite
            ? t("No households yet. Add one to keep a family together.")
            : t("No households yet."),
          filtered: t("No households match this search."),
        }}
        minWidth={760}
        create={drawer.addButton(t("Add a household"), canWrite)}
        rowActions={{
          label: (h) => t("Actions for {name}", { name: h.name }),
          actions: [
            { label: t("Open"), icon: <IconEye size={16} />, link: (h) => householdPath(h.id) },
            {
              label: t("Edit"),
              icon: <IconEdit size={16} />,
              when: () => canWrite,
              onClick: drawer.edit,
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
        titles={{ create: t("Add a household"), edit: t("Edit household") }}
      >
        {(household) => <HouseholdForm household={household} onDone={drawer.close} />}
      </RecordDrawer>
      <ConfirmDialog {...deletion.dialogProps} title={t("Remove this household?")} confirmLabel={t("Remove")}>
        {t("{name} will be removed. Its people stay on the church's roll.", {
          name: deletion.target?.name ?? "",
        })}
      </ConfirmDialog>
    </>
  );
}
