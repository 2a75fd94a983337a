import type { ChangeRequest } from "@cm/contracts";
import { useEffect, useState } from "react";
import { DecisionDialog } from "../../../components/decision-dialog";
import { FormAlert } from "../../../components/form-parts";
import { ApiError } from "../../../lib/api-client";
import { useServerErrors } from "../../../lib/form-errors";
import { formatDate } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { useProcessChangeRequest } from "../api/change-requests-api";

export type ProcessDecision = { change: ChangeRequest; action: "approve" | "reject" } | null;

/** What the request asks for, in one sentence. */
export function describeChange(change: ChangeRequest): string {
  const on = formatDate(change.effective_date);
  switch (change.request_type) {
    case "UPGRADE":
      return `Upgrade from ${change.current_plan_name} to ${change.target_plan_name} on ${on}`;
    case "DOWNGRADE":
      return `Downgrade from ${change.current_plan_name} to ${change.target_plan_name} on ${on}`;
    case "CANCEL":
      return `Cancel the ${change.current_plan_name} subscription on ${on}`;
    default:
      return `Renew the ${change.current_plan_name} subscription for one more period on ${on}`;
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
          ? "The change has been approved and applied."
          : approving
            ? "The change has been approved; it applies on its date."
            : "The change request has been rejected.",
      );
      onClose();
    } catch (error) {
      const stale = error instanceof ApiError && error.code === "invalid_status";
      notify.error({
        title: approving ? "Not approved" : "Not rejected",
        message: stale
          ? "This request is no longer waiting; someone may have processed it already."
          : server.show(error),
      });
      if (stale) onClose();
    }
  }

  return (
    <DecisionDialog
      opened={decision !== null}
      approving={approving}
      title={approving ? "Approve change" : "Reject change"}
      busy={process.isPending}
      alert={<FormAlert message={server.alert} />}
      notes={{
        label: "Notes for the church",
        maxLength: 1000,
        value: notes,
        onChange: setNotes,
        error: server.fieldError("notes"),
      }}
      onConfirm={() => void submit()}
      onClose={onClose}
    >
      {decision ? describeChange(decision.change) : ""}.{" "}
      {approving
        ? "If the date has come, the change applies at once; otherwise on its date."
        : "The subscription stays as it is."}
    </DecisionDialog>
  );
}
