import type { Member } from "@cm/contracts";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { errorMessage } from "../../../lib/api-client";
import { memberName } from "../../../lib/member-queries";
import { notify } from "../../../lib/notify";
import { useDeleteMember, useSetMemberActive } from "../api/members-api";

/** A step on one member that is asked about first: delete them, or mark them active or inactive. */
export type MemberStep = { kind: "toggle" | "delete"; member: Member };

/**
 * Asks before the step, then takes it and says so in a toast (or why not). `onDone` runs after a
 * step that went through, for what the page does next (leave a deleted member's page, say).
 */
export function MemberStepDialog({
  step,
  onClose,
  onDone,
}: {
  step: MemberStep | null;
  onClose: () => void;
  onDone?: (step: MemberStep) => void;
}) {
  const { t } = useTranslation("members");
  const setActive = useSetMemberActive();
  const remove = useDeleteMember();
  const name = step ? memberName(step.member) : "";
  const deleting = step?.kind === "delete";
  const active = step?.member.is_active;

  async function confirm() {
    if (!step) return;
    const { member } = step;
    try {
      if (deleting) {
        await remove.mutateAsync(member.id);
        notify.success(t("{name} has been deleted.", { name }));
      } else {
        await setActive.mutateAsync({ id: member.id, active: !member.is_active });
        notify.success(
          member.is_active ? t("{name} is now inactive.", { name }) : t("{name} is active again.", { name }),
        );
      }
      onClose();
      onDone?.(step);
    } catch (error) {
      notify.error({ title: t("Nothing was changed"), message: errorMessage(error) });
    }
  }

  return (
    <ConfirmDialog
      opened={step !== null}
      title={
        deleting
          ? t("Delete {name}?", { name })
          : active
            ? t("Mark {name} inactive?", { name })
            : t("Mark {name} active?", { name })
      }
      confirmLabel={deleting ? t("Delete") : active ? t("Mark inactive") : t("Mark active")}
      danger={deleting}
      busy={remove.isPending || setActive.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {deleting
        ? t("The member and their attendance records will be removed for good. This cannot be undone.")
        : active
          ? t("They stay on the roll but no longer count as active members.")
          : t("They will count as an active member again.")}
    </ConfirmDialog>
  );
}
