import { type AffiliateProfile, PAYOUT_METHOD_LABELS } from "@cm/contracts";
import { Menu, Text } from "@mantine/core";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import {
  actionsColumn,
  type DataTableColumn,
  ListTable,
  useDataTableState,
} from "../../../components/data-table";
import { FormDrawer } from "../../../components/form-drawer";
import { OneFieldForm } from "../../../components/form-one-field";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { type ProfileDecision, useDecideProfile, useProfileList } from "../api/affiliates-api";
import { AffiliateStatusBadge } from "./affiliate-status";

const DECISION: Record<ProfileDecision, { label: string; done: string; reason: boolean; danger?: boolean }> =
  {
    approve: { label: "Approve", done: "The affiliate is approved.", reason: false },
    reject: { label: "Turn down", done: "The application is turned down.", reason: true, danger: true },
    suspend: { label: "Suspend", done: "The affiliate is suspended.", reason: true, danger: true },
    unsuspend: { label: "Reinstate", done: "The affiliate is active again.", reason: false },
    terminate: {
      label: "End account",
      done: "The affiliate's account has ended.",
      reason: true,
      danger: true,
    },
  };
const STEPS: Record<AffiliateProfile["status"], ProfileDecision[]> = {
  PENDING: ["approve", "reject", "terminate"],
  ACTIVE: ["suspend", "terminate"],
  SUSPENDED: ["unsuspend", "terminate"],
  REJECTED: [],
  TERMINATED: [],
};
type Asking = { row: AffiliateProfile; action: ProfileDecision } | null;

function ReasonForm({ asking, onDone }: { asking: NonNullable<Asking>; onDone: () => void }) {
  const decide = useDecideProfile();
  const d = DECISION[asking.action];
  return (
    <OneFieldForm
      field="reason"
      label="Reason, told to the affiliate"
      intro={
        <Text fz="sm">
          {asking.row.full_name} ({asking.row.username})
        </Text>
      }
      submit={d.label}
      color={d.danger ? "red" : undefined}
      send={(reason) => decide.mutateAsync({ id: asking.row.id, action: asking.action, reason })}
      done={d.done}
      failed="Nothing was changed"
      onDone={onDone}
    />
  );
}

/** Affiliate accounts for the super admin: applications (`status`), or every account. */
export function AffiliatesAdminTable({ status, label }: { status?: "PENDING"; label: string }) {
  const table = useDataTableState({ ordering: "-created_at", pageSize: 20 });
  const list = useProfileList({ ...table.params, filters: { ...table.params.filters, status } });
  const decide = useDecideProfile();
  const [asking, setAsking] = useState<Asking>(null);
  const columns: DataTableColumn<AffiliateProfile>[] = [
    { key: "username", header: "Person", sortable: true, render: (p) => `${p.full_name} (${p.username})` },
    { key: "referral_code", header: "Code", sortable: true },
    {
      key: "status",
      header: "State",
      sortable: true,
      render: (p) => <AffiliateStatusBadge status={p.status} />,
    },
    {
      key: "payout_method",
      header: "Paid by",
      onPhone: false,
      render: (p) => `${PAYOUT_METHOD_LABELS[p.payout_method]} · ${p.phone}`,
    },
    {
      key: "created_at",
      header: "Applied",
      sortable: true,
      onPhone: false,
      render: (p) => formatDateTime(p.created_at),
    },
    actionsColumn({
      label: (p) => `Actions for ${p.username}`,
      menu: (p) =>
        STEPS[p.status].length === 0
          ? null
          : STEPS[p.status].map((a) => (
              <Menu.Item
                key={a}
                color={DECISION[a].danger ? "red" : undefined}
                onClick={() => setAsking({ row: p, action: a })}
              >
                {DECISION[a].label}
              </Menu.Item>
            )),
    }),
  ];
  const needsReason = asking !== null && DECISION[asking.action].reason;
  return (
    <>
      <ListTable
        label={label}
        columns={columns}
        list={list}
        table={table}
        search="Search by name, code or phone"
        empty={status === "PENDING" ? "No applications waiting." : "No affiliates yet."}
      />
      <ConfirmDialog
        opened={asking !== null && !needsReason}
        title={asking ? `${DECISION[asking.action].label} ${asking.row.username}?` : ""}
        confirmLabel={asking ? DECISION[asking.action].label : ""}
        busy={decide.isPending}
        onConfirm={async () => {
          if (!asking) return;
          try {
            await decide.mutateAsync({ id: asking.row.id, action: asking.action });
            notify.success(DECISION[asking.action].done);
          } catch (error) {
            notify.error(errorMessage(error));
          }
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      >
        {asking?.action === "approve"
          ? "Their referral link starts earning rewards from now on."
          : "Their referral link earns rewards again from now on."}
      </ConfirmDialog>
      <FormDrawer
        state={needsReason ? asking : null}
        onClose={() => setAsking(null)}
        title={(a) => (a ? `${DECISION[a.action].label}: ${a.row.username}` : "")}
      >
        {(a) => <ReasonForm asking={a} onDone={() => setAsking(null)} />}
      </FormDrawer>
    </>
  );
}
