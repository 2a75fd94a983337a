import type { Branch, Church } from "@cm/contracts";
import { Badge, Button, Group, Modal, NumberInput, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { DataTable, type DataTableColumn, useDataTableState } from "../../../components/data-table";
import { ApiError, api, errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { listTableProps, resourceKeys, useResourceList } from "../../../lib/resource-hooks";

const BRANCHES_PATH = "/branches/";

function useUpdateOccupancy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, occupancy }: { id: number; occupancy: number }) =>
      api.post<Branch>(`${BRANCHES_PATH}${id}/update_occupancy/`, { occupancy }),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.lists(BRANCHES_PATH) }),
  });
}

function OccupancyModal({ branch, onClose }: { branch: Branch | null; onClose: () => void }) {
  const update = useUpdateOccupancy();
  const [value, setValue] = useState<number | string>("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (branch) {
      setValue(branch.occupancy);
      setError(null);
    }
  }, [branch]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!branch) return;
    if (value === "" || Number(value) < 0) {
      setError("Enter a number of people, 0 or more.");
      return;
    }
    try {
      await update.mutateAsync({ id: branch.id, occupancy: Number(value) });
      notify.success(`Occupancy of ${branch.name} updated.`);
      onClose();
    } catch (err) {
      const field = err instanceof ApiError ? err.fieldErrors?.occupancy?.[0] : undefined;
      setError(field ?? errorMessage(err));
      notify.error({ title: "Occupancy not updated", message: field ?? errorMessage(err) });
    }
  }

  return (
    <Modal
      opened={branch !== null}
      onClose={() => !update.isPending && onClose()}
      title={
        <Text fw={700} fz="lg">
          Update occupancy
        </Text>
      }
      centered
    >
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Update occupancy">
        <Stack gap="md">
          <Text fz="sm">
            How many people {branch?.name} holds now (capacity {branch?.capacity.toLocaleString()}).
          </Text>
          <NumberInput
            label="Occupancy"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={value}
            onChange={(v) => {
              setValue(v);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Branches with their capacity and current occupancy, which officers can update. */
export function BranchesTable({ canUpdate }: { canUpdate: boolean }) {
  const table = useDataTableState({ ordering: "name" });
  const list = useResourceList<Branch>(BRANCHES_PATH, table.params);
  const churches = useResourceList<Church>("/churches/churches/", { page_size: 100 });
  const [editing, setEditing] = useState<Branch | null>(null);
  const churchNames = useMemo(
    () => new Map((churches.data?.results ?? []).map((c) => [c.id, c.name])),
    [churches.data],
  );

  const columns: DataTableColumn<Branch>[] = [
    { key: "name", header: "Name", sortable: true },
    { key: "church", header: "Church", render: (b) => churchNames.get(b.church) ?? `Church #${b.church}` },
    {
      key: "capacity",
      header: "Capacity",
      sortable: true,
      align: "right",
      render: (b) => b.capacity.toLocaleString(),
    },
    { key: "occupancy", header: "Occupancy", align: "right", render: (b) => b.occupancy.toLocaleString() },
    {
      key: "is_active",
      header: "Active",
      render: (b) => (
        <Badge color={b.is_active ? "teal" : "gray"} variant="light">
          {b.is_active ? "Active" : "Inactive"}
        </Badge>
      ),
    },
  ];
  if (canUpdate) {
    columns.push({
      key: "actions",
      header: "Actions",
      align: "right",
      render: (b) => (
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => setEditing(b)}
          aria-label={`Update occupancy of ${b.name}`}
        >
          Update occupancy
        </Button>
      ),
    });
  }

  return (
    <>
      <DataTable
        label="Branches"
        columns={columns}
        {...listTableProps(list)}
        getRowId={(b) => b.id}
        state={table}
        searchPlaceholder="Search by name"
        emptyMessage={table.search ? "No branches match this search." : "No branches yet."}
        minWidth={720}
      />
      <OccupancyModal branch={editing} onClose={() => setEditing(null)} />
    </>
  );
}
