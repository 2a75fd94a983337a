import type { MarketingPlan } from "@cm/contracts";
import { formatMoney } from "@cm/contracts/rules";
import { Anchor, Badge, Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { usePlanList } from "../../../features/marketing/api/marketing-api";
import { AdminPage } from "../admin/admin-page";

const columnsIn = (t: (key: string) => string): DataTableColumn<MarketingPlan>[] => [
  {
    key: "name",
    header: t("Plan"),
    sortable: true,
    render: (p) => (
      <Anchor component={Link} to={`/admin/marketing/plans/${p.id}`} fz="sm">
        {p.name}
      </Anchor>
    ),
  },
  { key: "price", header: t("Price"), sortable: true, render: (p) => formatMoney(p.price, p.currency) },
  { key: "duration_days", header: t("Days"), sortable: true, onPhone: false },
  {
    key: "placement",
    header: t("Placement"),
    onPhone: false,
    render: (p) => (p.placement === "FEATURED" ? t("Featured") : t("Standard")),
  },
  { key: "max_images", header: t("Pictures"), onPhone: false },
  {
    key: "is_active",
    header: t("Offered"),
    render: (p) => (
      <Badge color={p.is_active ? "teal" : "gray"} variant="light">
        {p.is_active ? t("Offered") : t("Withdrawn")}
      </Badge>
    ),
  },
];

export default function MarketingPlansPage() {
  const { t } = useTranslation("pages");
  const table = useDataTableState({ ordering: "price", pageSize: 25 });
  const list = usePlanList(table.params);
  return (
    <AdminPage
      title={t("Advertising plans")}
      description={t("What churches pay to show a campaign, for how many days.")}
    >
      <ListTable
        label={t("Advertising plans")}
        columns={columnsIn(t)}
        list={list}
        table={table}
        search={t("Search plans")}
        empty={t("No plans yet. Add one so churches can promote their events.")}
        actions={
          <Button component={Link} to="/admin/marketing/plans/create" leftSection={<IconPlus size={16} />}>
            {t("New plan")}
          </Button>
        }
      />
    </AdminPage>
  );
}
