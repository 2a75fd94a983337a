import type { Church } from "@cm/contracts";
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { ActiveBadge } from "../../../components/active-badge";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { useCurrentUser } from "../../../lib/auth-store";
import { choosesChurch } from "../../../lib/working-church";
import { useChurchList } from "../api/churches-api";
import { ManageChurchButton } from "./manage-church";

const columns: DataTableColumn<Church>[] = [
  {
    key: "name",
    header: "Name",
    sortable: true,
    render: (church) => (
      <Stack gap={0}>
        <Anchor component={Link} to={`/churches/${church.id}`} fw={600} fz="sm">
          {church.name}
        </Anchor>
        {church.email && (
          <Text fz="xs" c="dimmed">
            {church.email}
          </Text>
        )}
      </Stack>
    ),
  },
  { key: "city", header: "City", sortable: true },
  { key: "pastor_name", header: "Pastor", onPhone: false },
  {
    key: "phone",
    header: "Phone",
    render: (church) =>
      church.phone ? (
        <Anchor href={`tel:${church.phone.replace(/[^+0-9]/g, "")}`} fz="sm" c="inherit">
          {church.phone}
        </Anchor>
      ) : (
        "—"
      ),
  },
  {
    key: "is_active",
    header: "Active",
    width: 110,
    render: (church) => <ActiveBadge active={church.is_active} />,
  },
];

const manageColumn: DataTableColumn<Church> = {
  key: "manage",
  header: "Work on",
  width: 190,
  onPhone: "footer",
  render: (church) => <ManageChurchButton church={church} />,
};

/** Every church the signed-in user can see, paged and searchable on the server. */
export function ChurchesTable() {
  // The dashboard links here with ?region= to list one region's churches.
  const [search] = useSearchParams();
  const region = Number(search.get("region")) || null;
  const table = useDataTableState({ ordering: "name", filters: region ? { region } : {} });
  const list = useChurchList(table.params);
  const role = useCurrentUser()?.role;

  return (
    <Stack gap="xs">
      {region !== null && table.filters.region === region && (
        <Group gap="xs">
          <Text fz="sm">Showing the churches of one region.</Text>
          <Anchor
            component={Link}
            to="/churches"
            fz="sm"
            onClick={() => table.setFilter("region", undefined)}
          >
            Show every church
          </Anchor>
        </Group>
      )}
      <ListTable
        label="Churches"
        columns={role && choosesChurch(role) ? [...columns, manageColumn] : columns}
        list={list}
        table={table}
        search="Search by name, city or pastor"
        empty={table.search ? `No churches match “${table.search}”.` : "No churches found."}
      />
    </Stack>
  );
}
