import type { Campaign, CampaignAction } from "@cm/contracts";
import { Anchor, Button, Menu } from "@mantine/core";
import { IconCreditCard, IconEye, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import {
  actionsColumn,
  DataTable,
  type DataTableColumn,
  useDataTableState,
} from "../../../components/data-table";
import { FormDrawer } from "../../../components/form-drawer";
import { errorMessage } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { listTableProps } from "../../../lib/resource-hooks";
import { useCampaignList, useReviewCampaign } from "../api/marketing-api";
import { PayForm, REVIEW, RejectForm } from "./campaign-review";
import { CampaignStatusBadge } from "./campaign-status";

/**
 * Campaigns: a church's own (with Pay for a draft) or, for the super admin, every church's
 * with the review actions; those waiting for review come first.
 */
export function CampaignsTable({ review, createPath }: { review: boolean; createPath: string }) {
  const { t } = useTranslation("marketing");
  const table = useDataTableState({ ordering: "-created_at", pageSize: 25 });
  const list = useCampaignList(table.params);
  const act = useReviewCampaign();
  const navigate = useNavigate();
  const [drawer, setDrawer] = useState<{ kind: "pay" | "reject"; campaign: Campaign } | null>(null);
  const rows = list.data?.results
    ? [...list.data.results].sort(
        (a, b) => Number(b.status === "PENDING_REVIEW") - Number(a.status === "PENDING_REVIEW"),
      )
    : undefined;
  const run = async (c: Campaign, action: CampaignAction) => {
    try {
      await act.mutateAsync({ id: c.id, action });
      notify.success(t("{title}: done.", { title: c.title }));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  const base = review ? "/admin/marketing" : "/church/marketing";
  const columns: DataTableColumn<Campaign>[] = [
    {
      key: "title",
      header: t("Campaign"),
      sortable: true,
      render: (c) => (
        <Anchor component={Link} to={`${base}/campaigns/${c.id}`} fz="sm">
          {c.title}
        </Anchor>
      ),
    },
    ...(review ? [{ key: "church_name", header: t("Church") }] : []),
    { key: "plan_name", header: t("Plan"), onPhone: false },
    {
      key: "status",
      header: t("Status"),
      sortable: true,
      render: (c) => <CampaignStatusBadge status={c.status} />,
    },
    {
      key: "starts_at",
      header: t("Shown"),
      onPhone: false,
      render: (c) => (c.starts_at ? `${formatDate(c.starts_at)} – ${formatDate(c.ends_at)}` : "—"),
    },
    actionsColumn({
      label: (c) => t("Actions for {title}", { title: c.title }),
      menu: (c) => (
        <>
          <Menu.Item
            leftSection={<IconEye size={16} />}
            onClick={() => navigate(`${base}/campaigns/${c.id}`)}
          >
            {t("Open")}
          </Menu.Item>
          {!review && (c.status === "DRAFT" || c.status === "PENDING_PAYMENT") && (
            <Menu.Item
              leftSection={<IconCreditCard size={16} />}
              onClick={() => setDrawer({ kind: "pay", campaign: c })}
            >
              {t("Pay")}
            </Menu.Item>
          )}
          {review &&
            REVIEW.filter((r) => r.allowed.includes(c.status)).map((r) => (
              <Menu.Item
                key={r.action}
                leftSection={<r.icon size={16} />}
                onClick={() =>
                  r.action === "reject" ? setDrawer({ kind: "reject", campaign: c }) : run(c, r.action)
                }
              >
                {t(r.label)}
              </Menu.Item>
            ))}
          <Menu.Item onClick={() => navigate(`${base}/performance?campaign=${c.id}`)}>
            {t("Performance")}
          </Menu.Item>
        </>
      ),
    }),
  ];
  return (
    <>
      <DataTable
        label={t("Campaigns")}
        columns={columns}
        {...listTableProps(list)}
        rows={rows}
        getRowId={(c) => c.id}
        state={table}
        searchPlaceholder={t("Search campaigns")}
        emptyMessage={t("No campaigns yet.")}
        actions={
          <Button component={Link} to={createPath} leftSection={<IconPlus size={16} />}>
            {t("New campaign")}
          </Button>
        }
      />
      <FormDrawer
        state={drawer}
        onClose={() => setDrawer(null)}
        title={(d) =>
          d?.kind === "pay"
            ? t("Pay for {title}", { title: d.campaign.title })
            : t("Reject {title}", { title: d?.campaign.title ?? "" })
        }
      >
        {(d) =>
          d.kind === "pay" ? (
            <PayForm campaign={d.campaign} />
          ) : (
            <RejectForm campaign={d.campaign} onDone={() => setDrawer(null)} />
          )
        }
      </FormDrawer>
    </>
  );
}
