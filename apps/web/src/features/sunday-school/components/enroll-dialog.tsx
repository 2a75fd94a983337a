import { Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { DialogActions } from "../../../components/dialog-actions";
import { MemberMultiPicker } from "../../../components/member-picker";
import { errorMessage } from "../../../lib/api-client";
import { plural } from "../../../lib/labels";
import { notify } from "../../../lib/notify";
import { useHeldValue } from "../../../lib/use-held-value";
import { type SundaySchool, useEnrollMembers } from "../api/sunday-school-api";

/** Enrolls several members in a class at once. */
export function EnrollDialog({ target, onClose }: { target: SundaySchool | null; onClose: () => void }) {
  const [shown, release] = useHeldValue(target);
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close" }}
      opened={target !== null}
      onClose={onClose}
      size="lg"
      title={
        <Text fw={700} fz="lg">
          Enroll members{shown ? ` in ${shown.name}` : ""}
        </Text>
      }
      onExitTransitionEnd={release}
    >
      {shown && <EnrollForm key={shown.id} target={shown} onClose={onClose} />}
    </Modal>
  );
}

function EnrollForm({ target, onClose }: { target: SundaySchool; onClose: () => void }) {
  const enroll = useEnrollMembers();
  const [members, setMembers] = useState<number[]>([]);
  const [error, setError] = useState<string | undefined>();

  async function save() {
    if (members.length === 0) {
      setError("Choose at least one member.");
      return;
    }
    try {
      const result = await enroll.mutateAsync({ classId: target.id, members });
      const already =
        result.already_enrolled > 0
          ? ` ${plural(result.already_enrolled, "was", "were")} already enrolled.`
          : "";
      notify.success(`${plural(result.added, "member", "members")} enrolled in ${target.name}.${already}`);
      onClose();
    } catch (e) {
      notify.error({ title: "The members were not enrolled", message: errorMessage(e) });
    }
  }

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        Search for members by name or phone and choose everyone to add. Members already in the class are left
        as they are.
      </Text>
      <MemberMultiPicker
        label="Members"
        value={members}
        onChange={(ids) => {
          setMembers(ids);
          setError(undefined);
        }}
        error={error}
      />
      <DialogActions
        busy={enroll.isPending}
        label={members.length > 0 ? `Enroll ${plural(members.length, "member", "members")}` : "Enroll"}
        onCancel={onClose}
        onConfirm={() => void save()}
      />
    </Stack>
  );
}
