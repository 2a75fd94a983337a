import { Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogActions } from "../../../components/dialog-actions";
import { MemberMultiPicker } from "../../../components/member-picker";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useHeldValue } from "../../../lib/use-held-value";
import { type SundaySchool, useEnrollMembers } from "../api/sunday-school-api";

/** Enrolls several members in a class at once. */
export function EnrollDialog({ target, onClose }: { target: SundaySchool | null; onClose: () => void }) {
  const { t } = useTranslation("sunday-school");
  const [shown, release] = useHeldValue(target);
  return (
    <Modal
      closeButtonProps={{ "aria-label": t("Close") }}
      opened={target !== null}
      onClose={onClose}
      size="lg"
      title={
        <Text fw={700} fz="lg">
          {shown ? t("Enroll members in {name}", { name: shown.name }) : t("Enroll members")}
        </Text>
      }
      onExitTransitionEnd={release}
    >
      {shown && <EnrollForm key={shown.id} target={shown} onClose={onClose} />}
    </Modal>
  );
}

function EnrollForm({ target, onClose }: { target: SundaySchool; onClose: () => void }) {
  const { t } = useTranslation("sunday-school");
  const enroll = useEnrollMembers();
  const [members, setMembers] = useState<number[]>([]);
  const [error, setError] = useState<string | undefined>();

  async function save() {
    if (members.length === 0) {
      setError(t("Choose at least one member."));
      return;
    }
    try {
      const result = await enroll.mutateAsync({ classId: target.id, members });
      const enrolled = t("{count, plural, one {# member} other {# members}} enrolled in {name}.", {
        count: result.added,
        name: target.name,
      });
      notify.success(
        result.already_enrolled > 0
          ? `${enrolled} ${t("{count, plural, one {# was} other {# were}} already enrolled.", { count: result.already_enrolled })}`
          : enrolled,
      );
      onClose();
    } catch (e) {
      notify.error({ title: t("The members were not enrolled"), message: errorMessage(e) });
    }
  }

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {t(
          "Search for members by name or phone and choose everyone to add. Members already in the class are left as they are.",
        )}
      </Text>
      <MemberMultiPicker
        label={t("Members")}
        value={members}
        onChange={(ids) => {
          setMembers(ids);
          setError(undefined);
        }}
        error={error}
      />
      <DialogActions
        busy={enroll.isPending}
        label={
          members.length > 0
            ? t("{count, plural, one {Enroll # member} other {Enroll # members}}", { count: members.length })
            : t("Enroll")
        }
        onCancel={onClose}
        onConfirm={() => void save()}
      />
    </Stack>
  );
}
