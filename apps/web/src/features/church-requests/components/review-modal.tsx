import type { ChurchRequest } from "@cm/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DecisionDialog } from "../../../components/decision-dialog";
import { FormAlert } from "../../../components/form-parts";
import { ApiError } from "../../../lib/api-client";
import { useServerErrors } from "../../../lib/form-errors";
import { notify } from "../../../lib/notify";
import { type ReviewDecision, useReviewChurchRequest } from "../api/church-requests-api";

type ReviewModalProps = {
  request: ChurchRequest | null;
  decision: ReviewDecision;
  onClose: () => void;
};

/** Approve or reject a pending request, with a note for the requester (sent in the e-mail). */
export function ReviewModal({ request, decision, onClose }: ReviewModalProps) {
  const { t } = useTranslation("church-requests");
  const review = useReviewChurchRequest();
  const [notes, setNotes] = useState("");
  const server = useServerErrors({ notes });
  useEffect(() => {
    if (request) setNotes("");
  }, [request]);
  const approving = decision === "approve";

  async function submit() {
    if (!request) return;
    server.clear();
    try {
      await review.mutateAsync({ id: request.id, decision, notes: notes.trim() });
      notify.success(
        approving
          ? t("{church} has been approved and created.", { church: request.church_name })
          : t("The request for {church} has been rejected.", { church: request.church_name }),
      );
      onClose();
    } catch (error) {
      const gone = error instanceof ApiError && error.code === "invalid_status";
      const message = gone
        ? t("This request is no longer pending; it may have been reviewed or cancelled already.")
        : server.show(error);
      notify.error({ title: approving ? t("Not approved") : t("Not rejected"), message });
      if (gone) onClose();
    }
  }

  return (
    <DecisionDialog
      opened={request !== null}
      approving={approving}
      title={approving ? t("Approve request") : t("Reject request")}
      busy={review.isPending}
      alert={<FormAlert message={server.alert} />}
      notes={{
        label: t("Notes for the requester"),
        maxLength: 2000,
        value: notes,
        onChange: setNotes,
        error: server.fieldError("notes"),
      }}
      onConfirm={() => void submit()}
      onClose={onClose}
    >
      {approving
        ? t("Approving creates the church {church} in {region}. The requester is told by e-mail.", {
            church: request?.church_name ?? "",
            region: request?.region_name ?? "",
          })
        : t("The request for {church} will be rejected. The requester is told by e-mail.", {
            church: request?.church_name ?? "",
          })}
    </DecisionDialog>
  );
}
