import type { Pledge } from "@cm/contracts";
import { IconEdit, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import {
  type DataTableColumn,
  ListTable,
  moneyColumn,
  titleColumn,
  useDataTableState,
} from "../../../components/data-table";
import { RecordDrawer, type RecordDrawerState } from "../../../components/record-drawer";
import { formatDate } from "../../../lib/format-date";
import { useActiveFundChoices, useDeletePledge, usePledgeList } from "../api/giving-reports-api";
import { PledgeForm } from "./pledge-form";
import { PledgeProgress } from "./pledge-progress";

/** The church's pledges toward its funds, each with what has been given toward it. */
export function PledgesTable({ canWrite, heading }: { canWrite: boolean; heading: ReactNode }) {
  const { t } = useTranslation("giving-reports");
  const table = useDataTableState({ ordering: "-starts_on" });
  const list = usePledgeList(table.params);
  const funds = useActiveFundChoices();
  const [drawer, setDrawer] = useState<RecordDrawerState<Pledge>>(null);
  const deletion = useConfirmedDelete(useDeletePledge(), {
    deleted: (p: Pledge) => t("The pledge of {name} has been deleted.", { name: p.donor_name }),
    failed: t("The pledge was not deleted"),
  });

  const columns: DataTableColumn<Pledge>[] = [
    titleColumn({
      key: "donor_name",
      header: t("Giver"),
      title: (p) => p.donor_name,
      detail: (p) => p.fund_name,
    }),
    moneyColumn("amount", t("Target"), { sortable: true }),
    {
      key: "starts_on",
      header: t("Period"),
      sortable: true,
      render: (p) => t("{from} to {to}", { from: formatDate(p.starts_on), to: formatDate(p.ends_on) }),
    },
    { key: "given", header: t("Progress"), render: (p) => <PledgeProgress pledge={p} /> },
  ];

  return (
    <>
      <ListTable
        label={t("Pledges")}
        heading={heading}
        columns={columns}
        table={table}
        list={list}
        search={t("Search notes")}
        empty={{ none: t("No pledges recorded yet."), filtered: t("No pledges match these filters.") }}
        minWidth={720}
        filters={[
          {
            name: "fund",
            label: t("Fund"),
            placeholder: t("Any fund"),
            data: (funds.data?.results ?? []).map((f) => ({ value: String(f.id), label: f.name })),
            maxWidth: 200,
          },
        ]}
        create={
          canWrite ? { label: t("Record a pledge"), onClick: () => setDrawer({ mode: "create" }) } : undefined
        }
        rowActions={
          canWrite
            ? {
                label: (p) => t("Actions for the pledge of {name}", { name: p.donor_name }),
                actions: [
                  {
                    label: t("Edit"),
                    icon: <IconEdit size={16} />,
                    onClick: (p) => setDrawer({ mode: "edit", record: p }),
                  },
                  {
                    label: t("Delete"),
                    icon: <IconTrash size={16} />,
                    danger: true,
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
        titles={{ create: t("Record a pledge"), edit: t("Edit pledge") }}
      >
        {(pledge) => <PledgeForm pledge={pledge} onDone={() => setDrawer(null)} />}
      </RecordDrawer>
      <ConfirmDialog {...deletion.dialogProps} title={t("Delete this pledge?")} confirmLabel={t("Delete")}>
        {t("The pledge of {name} will be deleted. The gifts stay as they are.", {
          name: deletion.target?.donor_name ?? "",
        })}
      </ConfirmDialog>
    </>
  );
}
