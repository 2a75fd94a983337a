import type { Campaign, CampaignAction } from "@cm/contracts";
import { Button, Menu, Select, Stack, Textarea } from "@mantine/core";
import {
  IconCheck,
  IconCreditCard,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconX,
} from "@tabler/icons-react";
import { useState } from "react";
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
import { useCampaignList, useReviewCampaign, useStartPayment } from "../api/marketing-api";
import { CampaignStatusBadge } from "./campaign-status";

const REVIEW: {
  action: CampaignAction;
  label: string;
  allowed: Campaign["status"][];
  icon: typeof IconCheck;
}[] = [
  { action: "approve", label: "Approve", allowed: ["PENDING_REVIEW"], icon: IconCheck },
  { action: "pause", label: "Pause", allowed: ["ACTIVE"], icon: IconPlayerPause },
  { action: "resume", label: "Resume", allowed: ["PAUSED"], icon: IconPlayerPlay },
  { action: "complete", label: "Complete", allowed: ["ACTIVE", "PAUSED"], icon: IconCheck },
  { action: "reject", label: "Reject", allowed: ["PENDING_REVIEW", "ACTIVE", "PAUSED"], icon: IconX },
];

function PayForm({ campaign, onDone }: { campaign: Campaign; onDone: () => void }) {
  const start = useStartPayment();
  const [gateway, setGateway] = useState<string | null>("sandbox");
  return (
    <Stack gap="sm">
      <Select
        label="Payment method"
        data={[
          { value: "sandbox", label: "Test payment (sandbox)" },
          { value: "manual", label: "Bank transfer" },
          { value: "paystack", label: "Paystack" },
          { value: "stripe", label: "Card (Stripe)" },
        ]}
        value={gateway}
        onChange={setGateway}
        allowDeselect={false}
      />
      <Button
        loading={start.isPending}
        onClick={async () => {
          try {
            const started = await start.mutateAsync({ campaign: campaign.id, gateway: gateway ?? "sandbox" });
            window.location.assign(started.redirect_url);
          } catch (error) {
            notify.error(errorMessage(error));
            onDone();
          }
        }}
      >
        Go to payment
      </Button>
    </Stack>
  );
}

function RejectForm({ campaign, onDone }: { campaign: Campaign; onDone: () => void }) {
  const review = useReviewCampaign();
  const [reason, setReason] = useState("");
  return (
    <Stack gap="sm">
      <Textarea
        label="Reason"
        required
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        rows={3}
      />
      <Button
        color="red"
        loading={review.isPending}
        onClick={async () => {
          try {
            await review.mutateAsync({ id: campaign.id, action: "reject", reason });
            notify.success(`${campaign.title} has been rejected.`);
            onDone();
          } catch (error) {
            notify.error(errorMessage(error));
          }
        }}
      >
        Reject
      </Button>
    </Stack>
  );
}

/**
 * Campaigns: a church's own (with Pay for a draft) or, for the super admin, every church's
 * with the review actions; those waiting for review come first.
 */
export function CampaignsTable({ review, createPath }: { review: boolean; createPath: string }) {
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
      notify.success(`${c.title}: done.`);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  const columns: DataTableColumn<Campaign>[] = [
    { key: "title", header: "Campaign", sortable: true },
    ...(review ? [{ key: "church_name", header: "Church" }] : []),
    { key: "plan_name", header: "Plan", onPhone: false },
    {
      key: "status",
      header: "Status",
      sortable: true,
      render: (c) => <CampaignStatusBadge status={c.status} />,
    },
    {
      key: "starts_at",
      header: "Shown",
      onPhone: false,
      render: (c) => (c.starts_at ? `${formatDate(c.starts_at)} – ${formatDate(c.ends_at)}` : "—"),
    },
    actionsColumn({
      label: (c) => `Actions for ${c.title}`,
      menu: (c) => (
        <>
          {!review && (c.status === "DRAFT" || c.status === "PENDING_PAYMENT") && (
            <Menu.Item
              leftSection={<IconCreditCard size={16} />}
              onClick={() => setDrawer({ kind: "pay", campaign: c })}
            >
              Pay
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
                {r.label}
              </Menu.Item>
            ))}
          <Menu.Item onClick={() => navigate(`performance?campaign=${c.id}`)}>Performance</Menu.Item>
        </>
      ),
    }),
  ];
  return (
    <>
      <DataTable
        label="Campaigns"
        columns={columns}
        {...listTableProps(list)}
        rows={rows}
        getRowId={(c) => c.id}
        state={table}
        searchPlaceholder="Search campaigns"
        emptyMessage="No campaigns yet."
        actions={
          <Button component={Link} to={createPath} leftSection={<IconPlus size={16} />}>
            New campaign
          </Button>
        }
      />
      <FormDrawer
        state={drawer}
        onClose={() => setDrawer(null)}
        title={(d) =>
          d?.kind === "pay" ? `Pay for ${d.campaign.title}` : `Reject ${d?.campaign.title ?? ""}`
        }
      >
        {(d) =>
          d.kind === "pay" ? (
            <PayForm campaign={d.campaign} onDone={() => setDrawer(null)} />
          ) : (
            <RejectForm campaign={d.campaign} onDone={() => setDrawer(null)} />
          )
        }
      </FormDrawer>
    </>
  );
}
