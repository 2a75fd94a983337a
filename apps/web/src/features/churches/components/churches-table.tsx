import type { Church } from "@cm/contracts";
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ActiveBadge } from "../../../components/active-badge";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { useCurrentUser } from "../../../lib/auth-store";
import { choosesChurch } from "../../../lib/working-church";
import { useChurchList } from "../api/churches-api";
import { ManageChurchButton } from "./manage-church";

/** The list's columns, with their headers in the language shown. */
const columnsOf = (t: (key: string) => string): DataTableColumn<Church>[] => [
  {
    key: "name",
    header: t("Name"),
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
  { key: "city", header: t("City"), sortable: true },
  { key: "pastor_name", header: t("Pastor"), onPhone: false },
  {
    key: "phone",
    header: t("Phone"),
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
    header: t("Active"),
    width: 110,
    render: (church) => <ActiveBadge active={church.is_active} />,
  },
];

const manageColumnOf = (t: (key: string) => string): DataTableColumn<Church> => ({
  key: "manage",
  header: t("Work on"),
  width: 190,
  onPhone: "footer",
  render: (church) => <ManageChurchButton church={church} />,
});

/** Every church the signed-in user can see, paged and searchable on the server. */
export function ChurchesTable() {
  const { t } = useTranslation("churches");
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
          <Text fz="sm">{t("Showing the churches of one region.")}</Text>
          <Anchor
            component={Link}
            to="/churches"
            fz="sm"
            onClick={() => table.setFilter("region", undefined)}
          >
            {t("Show every church")}
          </Anchor>
        </Group>
      )}
      <ListTable
        label={t("Churches")}
        columns={role && choosesChurch(role) ? [...columnsOf(t), manageColumnOf(t)] : columnsOf(t)}
        list={list}
        table={table}
        search={t("Search by name, city or pastor")}
        empty={
          table.search
            ? t("No churches match “{search}”.", { search: table.search })
            : t("No churches found.")
        }
      />
    </Stack>
  );
}
