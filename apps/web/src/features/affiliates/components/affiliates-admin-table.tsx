import { type AffiliateProfile, msg } from "@cm/contracts";
import { Menu, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
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
import { payoutLabel } from "./affiliate-words";

// Each text is shown through `t`; `ask` is the question before a decision without a reason.
const DECISION: Record<
  ProfileDecision,
  { label: string; ask: string; done: string; reason: boolean; danger?: boolean }
> = {
  approve: {
    label: msg("Approve"),
    ask: msg("Approve {username}?"),
    done: msg("The affiliate is approved."),
    reason: false,
  },
  reject: {
    label: msg("Turn down"),
    ask: msg("Turn down {username}?"),
    done: msg("The application is turned down."),
    reason: true,
    danger: true,
  },
  suspend: {
    label: msg("Suspend"),
    ask: msg("Suspend {username}?"),
    done: msg("The affiliate is suspended."),
    reason: true,
    danger: true,
  },
  unsuspend: {
    label: msg("Reinstate"),
    ask: msg("Reinstate {username}?"),
    done: msg("The affiliate is active again."),
    reason: false,
  },
  terminate: {
    label: msg("End account"),
    ask: msg("End account {username}?"),
    done: msg("The affiliate's account has ended."),
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
  const { t } = useTranslation("affiliates");
  const decide = useDecideProfile();
  const d = DECISION[asking.action];
  return (
    <OneFieldForm
      field="reason"
      label={t("Reason, told to the affiliate")}
      intro={
        <Text fz="sm">
          {asking.row.full_name} ({asking.row.username})
        </Text>
      }
      submit={t(d.label)}
      color={d.danger ? "red" : undefined}
      send={(reason) => decide.mutateAsync({ id: asking.row.id, action: asking.action, reason })}
      done={t(d.done)}
      failed={t("Nothing was changed")}
      onDone={onDone}
    />
  );
}

/** Affiliate accounts for the super admin: applications (`status`), or every account. */
export function AffiliatesAdminTable({ status, label }: { status?: "PENDING"; label: string }) {
  const { t } = useTranslation("affiliates");
  const table = useDataTableState({ ordering: "-created_at", pageSize: 20 });
  const list = useProfileList({ ...table.params, filters: { ...table.params.filters, status } });
  const decide = useDecideProfile();
  const [asking, setAsking] = useState<Asking>(null);
  const columns: DataTableColumn<AffiliateProfile>[] = [
    { key: "username", header: t("Person"), sortable: true, render: (p) => `${p.full_name} (${p.username})` },
    { key: "referral_code", header: t("Code"), sortable: true },
    {
      key: "status",
      header: t("State"),
      sortable: true,
      render: (p) => <AffiliateStatusBadge status={p.status} />,
    },
    {
      key: "payout_method",
      header: t("Paid by"),
      onPhone: false,
      render: (p) => `${payoutLabel(p.payout_method)} · ${p.phone}`,
    },
    {
      key: "created_at",
      header: t("Applied"),
      sortable: true,
      onPhone: false,
      render: (p) => formatDateTime(p.created_at),
    },
    actionsColumn({
      label: (p) => t("Actions for {username}", { username: p.username }),
      menu: (p) =>
        STEPS[p.status].length === 0
          ? null
          : STEPS[p.status].map((a) => (
              <Menu.Item
                key={a}
                color={DECISION[a].danger ? "red" : undefined}
                onClick={() => setAsking({ row: p, action: a })}
              >
                {t(DECISION[a].label)}
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
        search={t("Search by name, code or phone")}
        empty={status === "PENDING" ? t("No applications waiting.") : t("No affiliates yet.")}
      />
      <ConfirmDialog
        opened={asking !== null && !needsReason}
        title={asking ? t(DECISION[asking.action].ask, { username: asking.row.username }) : ""}
        confirmLabel={asking ? t(DECISION[asking.action].label) : ""}
        busy={decide.isPending}
        onConfirm={async () => {
          if (!asking) return;
          try {
            await decide.mutateAsync({ id: asking.row.id, action: asking.action });
            notify.success(t(DECISION[asking.action].done));
          } catch (error) {
            notify.error(errorMessage(error));
          }
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      >
        {asking?.action === "approve"
          ? t("Their referral link starts earning rewards from now on.")
          : t("Their referral link earns rewards again from now on.")}
      </ConfirmDialog>
      <FormDrawer
        state={needsReason ? asking : null}
        onClose={() => setAsking(null)}
        title={(a) =>
          a
            ? t("{action}: {username}", { action: t(DECISION[a.action].label), username: a.row.username })
            : ""
        }
      >
        {(a) => <ReasonForm asking={a} onDone={() => setAsking(null)} />}
      </FormDrawer>
    </>
  );
}
