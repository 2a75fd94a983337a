import type { Branch, Church } from "@cm/contracts";
import { branchesEndpoints, churchesEndpoints } from "@cm/contracts";
import { Modal, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ActiveBadge } from "../../../components/active-badge";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { KitForm, useKitForm } from "../../../components/form-kit";
import { NumberFormField, type TypedNumber } from "../../../components/form-number-field";
import { buttonColumn } from "../../../components/shared-parts/button-column";
import { formatCount } from "../../../lib/labels";
import { notify } from "../../../lib/notify";
import { resourceKeys, useResourceList } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";
import { useHeldValue } from "../../../lib/use-held-value";

const branchesClient = clientOf(branchesEndpoints);
const churchesClient = clientOf(churchesEndpoints);

/** How many people a branch may hold now (the API's limits). */
const OCCUPANCY = { min: 0, max: 1_000_000, required: true };

function useUpdateOccupancy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, occupancy }: { id: number; occupancy: number }) =>
      branchesClient.run("update_occupancy", { id: id, body: { occupancy } }),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.lists(branchesClient.path) }),
  });
}

function OccupancyForm({
  branch,
  update,
  onClose,
}: {
  branch: Branch;
  update: ReturnType<typeof useUpdateOccupancy>;
  onClose: () => void;
}) {
  const { t } = useTranslation("branches");
  const kit = useKitForm<{ occupancy: TypedNumber }>({
    defaultValues: { occupancy: branch.occupancy },
    failure: t("Occupancy not updated"),
    onSubmit: async (values) => {
      await update.mutateAsync({ id: branch.id, occupancy: Number(values.occupancy) });
      notify.success(t("Occupancy of {name} updated.", { name: branch.name }));
      onClose();
    },
  });
  return (
    <KitForm kit={kit} label={t("Update occupancy")} submitLabel={t("Save")} onCancel={onClose}>
      <Text fz="sm">
        {t("How many people {name} holds now (capacity {capacity}).", {
          name: branch.name,
          capacity: formatCount(branch.capacity),
        })}
      </Text>
      <NumberFormField name="occupancy" label={t("Occupancy")} {...OCCUPANCY} data-autofocus />
    </KitForm>
  );
}

function OccupancyModal({ branch, onClose }: { branch: Branch | null; onClose: () => void }) {
  const { t } = useTranslation("branches");
  const update = useUpdateOccupancy();
  // The branch stays shown while the dialog slides out; each opening starts a fresh form.
  const [shown, release] = useHeldValue(branch);
  return (
    <Modal
      opened={branch !== null}
      onClose={() => !update.isPending && onClose()}
      onExitTransitionEnd={release}
      title={
        <Text fw={700} fz="lg">
          {t("Update occupancy")}
        </Text>
      }
      centered
    >
      {shown && <OccupancyForm key={shown.id} branch={shown} update={update} onClose={onClose} />}
    </Modal>
  );
}

/** Branches with their capacity and current occupancy, which officers can update. */
export function BranchesTable({ canUpdate }: { canUpdate: boolean }) {
  const { t } = useTranslation("branches");
  const table = useDataTableState({ ordering: "name" });
  const list = useResourceList<Branch>(branchesClient.path, table.params);
  const churches = useResourceList<Church>(churchesClient.path, { page_size: 100 });
  const [editing, setEditing] = useState<Branch | null>(null);
  const churchNames = useMemo(
    () => new Map((churches.data?.results ?? []).map((c) => [c.id, c.name])),
    [churches.data],
  );

  const columns: DataTableColumn<Branch>[] = [
    { key: "name", header: t("Name"), sortable: true },
    {
      key: "church",
      header: t("Church"),
      render: (b) => churchNames.get(b.church) ?? t("Church #{id}", { id: b.church }),
    },
    {
      key: "capacity",
      header: t("Capacity"),
      sortable: true,
      align: "right",
      render: (b) => formatCount(b.capacity),
    },
    { key: "occupancy", header: t("Occupancy"), align: "right", render: (b) => formatCount(b.occupancy) },
    {
      key: "is_active",
      header: t("Active"),
      render: (b) => <ActiveBadge active={b.is_active} />,
    },
  ];
  if (canUpdate) {
    columns.push(
      buttonColumn<Branch>({
        header: t("Actions"),
        text: t("Update occupancy"),
        label: (b) => t("Update occupancy of {name}", { name: b.name }),
        onClick: setEditing,
      }),
    );
  }

  return (
    <>
      <ListTable
        label={t("Branches")}
        columns={columns}
        list={list}
        table={table}
        search={t("Search by name")}
        empty={table.search ? t("No branches match this search.") : t("No branches yet.")}
        minWidth={720}
      />
      <OccupancyModal branch={editing} onClose={() => setEditing(null)} />
    </>
  );
}
