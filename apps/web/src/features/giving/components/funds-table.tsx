import type { Fund } from "@cm/contracts";
import { IconEdit, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ActiveBadge } from "../../../components/active-badge";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import {
  type DataTableColumn,
  ListTable,
  titleColumn,
  useDataTableState,
} from "../../../components/data-table";
import { RecordDrawer, type RecordDrawerState } from "../../../components/record-drawer";
import { useDeleteFund, useFundList } from "../api/giving-api";
import { FundForm } from "./fund-form";

/**
 * The funds people give to: the national defaults every church shares and the church's own, each
 * posting to an income category. A church changes only its own funds.
 */
export function FundsTable({ canWrite, heading }: { canWrite: boolean; heading: ReactNode }) {
  const { t } = useTranslation("giving");
  const table = useDataTableState({ ordering: "name" });
  const list = useFundList(table.params);
  const [drawer, setDrawer] = useState<RecordDrawerState<Fund>>(null);
  const deletion = useConfirmedDelete(useDeleteFund(), {
    deleted: (f: Fund) => t("{name} has been deleted.", { name: f.name }),
    failed: t("The fund was not deleted"),
  });
  const own = (f: Fund) => canWrite && f.church !== null;

  const columns: DataTableColumn<Fund>[] = [
    titleColumn({
      key: "name",
      header: t("Fund"),
      sortable: true,
      title: (f) => f.name,
      detail: (f) => f.description,
    }),
    { key: "income_category_name", header: t("Income category") },
    {
      key: "church",
      header: t("Kept by"),
      render: (f) => (f.church === null ? t("National default") : t("This church")),
    },
    { key: "is_active", header: t("In use"), render: (f) => <ActiveBadge active={f.is_active} /> },
  ];

  return (
    <>
      <ListTable
        label={t("Funds")}
        heading={heading}
        columns={columns}
        table={table}
        list={list}
        search={t("Search funds")}
        empty={{ none: t("No funds yet."), filtered: t("No funds match this search.") }}
        minWidth={640}
        filters={[
          {
            name: "is_active",
            label: t("In use"),
            placeholder: t("Any"),
            data: [
              { value: "true", label: t("In use") },
              { value: "false", label: t("Retired") },
            ],
            maxWidth: 160,
          },
        ]}
        create={
          canWrite ? { label: t("Add a fund"), onClick: () => setDrawer({ mode: "create" }) } : undefined
        }
        rowActions={
          canWrite
            ? {
                label: (f) => t("Actions for {name}", { name: f.name }),
                actions: [
                  {
                    label: t("Edit"),
                    icon: <IconEdit size={16} />,
                    when: own,
                    onClick: (f) => setDrawer({ mode: "edit", record: f }),
                  },
                  {
                    label: t("Delete"),
                    icon: <IconTrash size={16} />,
                    danger: true,
                    when: own,
                    onClick: deletion.ask,
                  },
                ],
              }
            : undefined
        }
      />
      <RecordDrawer
        state={drawer}
        onClose={() => setDrawer(null)}
        titles={{ create: t("Add a fund"), edit: t("Edit fund") }}
      >
        {(fund) => <FundForm fund={fund} onDone={() => setDrawer(null)} />}
      </RecordDrawer>
      <ConfirmDialog {...deletion.dialogProps} title={t("Delete this fund?")} confirmLabel={t("Delete")}>
        {t("{name} will be deleted. A fund with gifts cannot be deleted: retire it instead.", {
          name: deletion.target?.name ?? "",
        })}
      </ConfirmDialog>
    </>
  );
}
