import { Button, CopyButton, Group, Text, TextInput } from "@mantine/core";
import { IconCopy, IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { TitledSection } from "../../../components/titled-section";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useFeed, useRotateFeed } from "../api/programs-api";

/**
 * The church's calendar address for phones (for those who plan programs): copy it to share it;
 * a church admin makes a new one when the old one went too far.
 */
export function FeedPanel({ canApprove }: { canApprove: boolean }) {
  const { t } = useTranslation("programs");
  const feed = useFeed(true);
  const rotate = useRotateFeed();
  const [asking, setAsking] = useState(false);
  const url = feed.data ? `${window.location.origin}${feed.data.path}` : "";
  async function confirm() {
    try {
      await rotate.mutateAsync();
      notify.success(t("The calendar has a new address."));
    } catch (error) {
      notify.error({ title: t("The address was not changed"), message: errorMessage(error) });
    } finally {
      setAsking(false);
    }
  }
  return (
    <TitledSection title={t("Subscribe from a phone")} gap="xs">
      <Text fz="sm" c="dimmed">
        {t(
          "Members add this address to their phone''s calendar to see the approved programs. Keep it within the church: anyone with it can read the calendar.",
        )}
      </Text>
      {feed.data ? (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput label={t("Calendar address")} value={url} readOnly style={{ flex: 1, minWidth: 0 }} />
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button variant="default" leftSection={<IconCopy size={16} />} onClick={copy}>
                {copied ? t("Copied") : t("Copy")}
              </Button>
            )}
          </CopyButton>
        </Group>
      ) : (
        <Text fz="sm">{feed.isPending ? t("Loading…") : t("The calendar has no address yet.")}</Text>
      )}
      {canApprove && (
        <Group>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconRefresh size={14} />}
            onClick={() => (feed.data ? setAsking(true) : void confirm())}
            loading={rotate.isPending}
          >
            {feed.data ? t("Make a new address") : t("Create the address")}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={asking}
        title={t("Make a new calendar address?")}
        confirmLabel={t("Make a new address")}
        danger
        busy={rotate.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        {t("Phones that use the current address stop getting updates until they subscribe to the new one.")}
      </ConfirmDialog>
    </TitledSection>
  );
}
