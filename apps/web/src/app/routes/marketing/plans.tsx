import type { MarketingPlan } from "@cm/contracts";
import { formatMoney } from "@cm/contracts/rules";
import { Anchor, Badge, Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { usePlanList } from "../../../features/marketing/api/marketing-api";
import { AdminPage } from "../admin/admin-page";

const columns: DataTableColumn<MarketingPlan>[] = [
  {
    key: "name",
    header: "Plan",
    sortable: true,
    render: (p) => (
      <Anchor component={Link} to={`/admin/marketing/plans/${p.id}`} fz="sm">
        {p.name}
      </Anchor>
    ),
  },
  { key: "price", header: "Price", sortable: true, render: (p) => formatMoney(p.price, p.currency) },
  { key: "duration_days", header: "Days", sortable: true, onPhone: false },
  {
    key: "placement",
    header: "Placement",
    onPhone: false,
    render: (p) => (p.placement === "FEATURED" ? "Featured" : "Standard"),
  },
  { key: "max_images", header: "Pictures", onPhone: false },
  {
    key: "is_active",
    header: "Offered",
    render: (p) => (
      <Badge color={p.is_active ? "teal" : "gray"} variant="light">
        {p.is_active ? "Offered" : "Withdrawn"}
      </Badge>
    ),
  },
];

export default function MarketingPlansPage() {
  const table = useDataTableState({ ordering: "price", pageSize: 25 });
  const list = usePlanList(table.params);
  return (
    <AdminPage
      title="Advertising plans"
      description="What churches pay to show a campaign, for how many days."
    >
      <ListTable
        label="Advertising plans"
        columns={columns}
        list={list}
        table={table}
        search="Search plans"
        empty="No plans yet. Add one so churches can promote their events."
        actions={
          <Button component={Link} to="/admin/marketing/plans/create" leftSection={<IconPlus size={16} />}>
            New plan
          </Button>
        }
      />
    </AdminPage>
  );
}
