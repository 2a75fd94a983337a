import type { ChangeRequest } from "@cm/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DecisionDialog } from "../../../components/decision-dialog";
import { FormAlert } from "../../../components/form-parts";
import { ApiError } from "../../../lib/api-client";
import { useServerErrors } from "../../../lib/form-errors";
import { formatDate } from "../../../lib/format-date";
import { translator } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { useProcessChangeRequest } from "../api/change-requests-api";

const t = translator("billing-records");

export type ProcessDecision = { change: ChangeRequest; action: "approve" | "reject" } | null;

/** What the request asks for, in one sentence. */
export function describeChange(change: ChangeRequest): string {
  const values = {
    from: change.current_plan_name,
    to: change.target_plan_name,
    date: formatDate(change.effective_date),
  };
  switch (change.request_type) {
    case "UPGRADE":
      return t("Upgrade from {from} to {to} on {date}", values);
    case "DOWNGRADE":
      return t("Downgrade from {from} to {to} on {date}", values);
    case "CANCEL":
      return t("Cancel the {from} subscription on {date}", values);
    default:
      return t("Renew the {from} subscription for one more period on {date}", values);
  }
}

/** The super admin approves or rejects a pending change, with notes for the church. */
export function ProcessChangeModal({
  decision,
  onClose,
}: {
  decision: ProcessDecision;
  onClose: () => void;
}) {
  const { t } = useTranslation("billing-records");
  const process = useProcessChangeRequest();
  const [notes, setNotes] = useState("");
  const server = useServerErrors({ notes });
  useEffect(() => {
    if (decision) setNotes("");
  }, [decision]);
  const approving = decision?.action === "approve";

  async function submit() {
    if (!decision) return;
    server.clear();
    try {
      const done = await process.mutateAsync({
        id: decision.change.id,
        action: decision.action,
        notes: notes.trim(),
      });
      notify.success(
        done.status === "APPLIED"
          ? t("The change has been approved and applied.")
          : approving
            ? t("The change has been approved; it applies on its date.")
            : t("The change request has been rejected."),
      );
      onClose();
    } catch (error) {
      const stale = error instanceof ApiError && error.code === "invalid_status";
      notify.error({
        title: approving ? t("Not approved") : t("Not rejected"),
        message: stale
          ? t("This request is no longer waiting; someone may have processed it already.")
          : server.show(error),
      });
      if (stale) onClose();
    }
  }

  return (
    <DecisionDialog
      opened={decision !== null}
      approving={approving}
      title={approving ? t("Approve change") : t("Reject change")}
      busy={process.isPending}
      alert={<FormAlert message={server.alert} />}
      notes={{
        label: t("Notes for the church"),
        maxLength: 1000,
        value: notes,
        onChange: setNotes,
        error: server.fieldError("notes"),
      }}
      onConfirm={() => void submit()}
      onClose={onClose}
    >
      {decision
        ? approving
          ? t("{change}. If the date has come, the change applies at once; otherwise on its date.", {
              change: describeChange(decision.change),
            })
          : t("{change}. The subscription stays as it is.", { change: describeChange(decision.change) })
        : ""}
    </DecisionDialog>
  );
}
