import { formatMoney, type RecurringGift, recurringGiftRules } from "@cm/contracts";
import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { RetryAlert } from "../../../components/retry-alert";
import { formatDate } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { useMyStandingGifts, useStandingStep } from "../api/online-giving-api";

function StandingGiftCard({ gift }: { gift: RecurringGift }) {
  const { t } = useTranslation("online-giving");
  const step = useStandingStep();
  const [asking, setAsking] = useState(false);
  const STATUS: Record<RecurringGift["status"], string> = {
    PENDING: t("Waiting for the first payment"),
    ACTIVE: t("Active"),
    PAUSED: t("Paused"),
    CANCELLED: t("Cancelled"),
  };
  const run = (name: "pause" | "resume" | "cancel", done: string) => () =>
    step.mutate(
      { id: gift.id, step: name },
      {
        onSuccess: () => notify.success(done),
        onError: (error) =>
          notify.error({ title: t("The standing gift was not changed"), message: error.message }),
      },
    );
  const amount = formatMoney(gift.amount, gift.currency);
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>
            {gift.frequency === "WEEKLY"
              ? t("{amount} every week to {fund}", { amount, fund: gift.fund_name })
              : t("{amount} every month to {fund}", { amount, fund: gift.fund_name })}
          </Text>
          <Badge variant="light" color={gift.status === "ACTIVE" ? "green" : "gray"}>
            {STATUS[gift.status]}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          {gift.church_name}
        </Text>
        {gift.status === "ACTIVE" && gift.next_charge_on && (
          <Text fz="sm">{t("Next gift on {date}", { date: formatDate(gift.next_charge_on) })}</Text>
        )}
        <Group gap="xs">
          {recurringGiftRules.pause(gift) && (
            <Button
              size="xs"
              variant="default"
              loading={step.isPending}
              onClick={run("pause", t("Your standing gift is paused."))}
            >
              {t("Pause")}
            </Button>
          )}
          {recurringGiftRules.resume(gift) && (
            <Button
              size="xs"
              variant="default"
              loading={step.isPending}
              onClick={run("resume", t("Your standing gift is resumed."))}
            >
              {t("Resume")}
            </Button>
          )}
          {recurringGiftRules.cancel(gift) && (
            <Button
              size="xs"
              color="red"
              variant="light"
              loading={step.isPending}
              onClick={() => setAsking(true)}
            >
              {t("Cancel gift")}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={asking}
        title={t("Cancel this standing gift?")}
        confirmLabel={t("Cancel gift")}
        danger
        busy={step.isPending}
        onConfirm={() => {
          run("cancel", t("Your standing gift is cancelled."))();
          setAsking(false);
        }}
        onCancel={() => setAsking(false)}
      >
        {t("Nothing more will be charged. A cancelled gift cannot be resumed.")}
      </ConfirmDialog>
    </Paper>
  );
}

/** The signed-in donor's weekly and monthly gifts, each paused, resumed or cancelled by them. */
export function StandingGifts() {
  const { t } = useTranslation("online-giving");
  const gifts = useMyStandingGifts();
  if (gifts.isError)
    return (
      <RetryAlert
        title={t("Your standing gifts could not be loaded")}
        error={gifts.error}
        onRetry={() => void gifts.refetch()}
      />
    );
  if (!gifts.data || gifts.data.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text fw={700} fz="lg" component="h2" m={0}>
          {t("My standing gifts")}
        </Text>
        {gifts.data.map((gift) => (
          <StandingGiftCard key={gift.id} gift={gift} />
        ))}
      </Stack>
    </Paper>
  );
}
