import type { Member } from "@cm/contracts";
import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { useEraseMember } from "../api/member-erase-api";

const folded = (text: string) => text.trim().replace(/\s+/g, " ").toLocaleLowerCase();

/**
 * Asks before a member's personal data is erased on their request: what goes, what stays, and the
 * member's name typed in full, so the step is never taken by a slip of the finger.
 */
export function EraseMemberDialog({
  member,
  name,
  opened,
  onClose,
}: {
  member: Member;
  name: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("members");
  const erase = useEraseMember();
  const [typed, setTyped] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const matches = folded(typed) === folded(name);

  function close() {
    if (erase.isPending) return;
    setTyped("");
    setRefusal(null);
    onClose();
  }

  async function confirm() {
    setRefusal(null);
    try {
      await erase.mutateAsync(member.id);
      notify.success(t("The personal data of {name} has been erased.", { name }));
      setTyped("");
      onClose();
    } catch (error) {
      // Shown in the dialog too: an asset still out is something the admin must go and settle.
      setRefusal(errorMessage(error));
      notify.error({ title: t("Nothing was erased"), message: errorMessage(error) });
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      centered
      title={
        <Text fw={700} fz="lg">
          {t("Erase the personal data of {name}?", { name })}
        </Text>
      }
    >
      <Stack gap="md">
        <Text fz="sm">{t("Do this only when the member has asked for it. It cannot be undone.")}</Text>
        <div>
          <Text fz="sm" fw={600}>
            {t("What is erased")}
          </Text>
          <List size="sm" spacing={2}>
            <List.Item>{t("Name, phone, e-mail, address, date of birth, photo and notes")}</List.Item>
            <List.Item>
              {t("Their place in a household, their relationships and the link to their user account")}
            </List.Item>
          </List>
        </div>
        <div>
          <Text fz="sm" fw={600}>
            {t("What is kept")}
          </Text>
          <List size="sm" spacing={2}>
            <List.Item>{t("Attendance, as anonymous counts")}</List.Item>
            <List.Item>{t("Finance records and totals, unchanged")}</List.Item>
          </List>
        </div>
        {refusal && (
          <Alert color="red" title={t("Nothing was erased")} role="alert">
            {refusal}
          </Alert>
        )}
        <TextInput
          label={t("Type the member's name to confirm")}
          description={t("Type: {name}", { name })}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} disabled={erase.isPending}>
            {t("Cancel")}
          </Button>
          <Button
            color="red"
            leftSection={<IconShieldLock size={16} />}
            disabled={!matches}
            loading={erase.isPending}
            onClick={() => void confirm()}
          >
            {t("Erase personal data")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** What an erased member's page says in place of their details. */
export function ErasedNotice({ member }: { member: Member }) {
  const { t } = useTranslation("members");
  if (!member.erased_at) return null;
  return (
    <Alert color="gray" title={t("Personal data erased")} icon={<IconShieldLock size={18} />}>
      {t(
        "This member's personal data was erased on request on {date}. Their attendance still counts, without their name.",
        { date: formatDate(member.erased_at) },
      )}
    </Alert>
  );
}
