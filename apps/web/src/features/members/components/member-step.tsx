import type { Member } from "@cm/contracts";
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
        notify.success(`${name} has been deleted.`);
      } else {
        await setActive.mutateAsync({ id: member.id, active: !member.is_active });
        notify.success(member.is_active ? `${name} is now inactive.` : `${name} is active again.`);
      }
      onClose();
      onDone?.(step);
    } catch (error) {
      notify.error({ title: "Nothing was changed", message: errorMessage(error) });
    }
  }

  return (
    <ConfirmDialog
      opened={step !== null}
      title={deleting ? `Delete ${name}?` : active ? `Mark ${name} inactive?` : `Mark ${name} active?`}
      confirmLabel={deleting ? "Delete" : active ? "Mark inactive" : "Mark active"}
      danger={deleting}
      busy={remove.isPending || setActive.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {deleting
        ? "The member and their attendance records will be removed for good. This cannot be undone."
        : active
          ? "They stay on the roll but no longer count as active members."
          : "They will count as an active member again."}
    </ConfirmDialog>
  );
}
