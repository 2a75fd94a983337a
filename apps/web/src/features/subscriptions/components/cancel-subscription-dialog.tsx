import { DEFAULT_CANCELLATION_REASON, optionalText } from "@cm/contracts";
import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { KitForm, TextAreaField, TextField, useSchemaForm } from "../../../components/form-kit";
import { formatDate } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import type { CurrentSubscription } from "../../../lib/subscription-queries";
import { useCancelSubscription } from "../api/subscriptions-api";

type Props = { subscription: CurrentSubscription; opened: boolean; onClose: () => void };

// The contract's reason and feedback; a reason left empty is sent as the default one.
const cancelForm = z.object({ reason: optionalText(500), feedback: optionalText(2000) });

/** Asks before cancelling: the reason defaults to "Cancelled by user", the feedback to empty (spec section 5). */
export function CancelSubscriptionDialog({ subscription, opened, onClose }: Props) {
  const { t } = useTranslation("subscriptions");
  const cancel = useCancelSubscription();
  return (
    <Modal
      opened={opened}
      onClose={() => !cancel.isPending && onClose()}
      size="lg"
      title={
        <Text fw={700} fz="lg">
          {t("Cancel the subscription?")}
        </Text>
      }
      centered
    >
      {/* Drawn anew each time the dialog opens: the defaults, and no message from the last time. */}
      <CancelForm
        subscription={subscription}
        onClose={onClose}
        send={async (values) => {
          await cancel.mutateAsync({
            subscription: subscription.id,
            reason: values.reason || DEFAULT_CANCELLATION_REASON,
            feedback: values.feedback,
          });
          notify.success(t("The subscription has been cancelled."));
          onClose();
        }}
      />
    </Modal>
  );
}

function CancelForm({
  subscription,
  onClose,
  send,
}: {
  subscription: CurrentSubscription;
  onClose: () => void;
  send: (values: z.output<typeof cancelForm>) => Promise<void>;
}) {
  const { t } = useTranslation("subscriptions");
  // No toast on a refusal: the dialog stays open and says it.
  const kit = useSchemaForm(cancelForm, {
    defaultValues: { reason: DEFAULT_CANCELLATION_REASON, feedback: "" },
    onSubmit: send,
  });
  return (
    <KitForm
      kit={kit}
      label={t("Cancel the subscription")}
      actions={
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={kit.submitting} data-autofocus>
            {t("Keep the subscription")}
          </Button>
          <Button type="submit" color="red" loading={kit.submitting}>
            {t("Cancel the subscription")}
          </Button>
        </Group>
      }
    >
      <Text fz="sm">
        {t(
          "The {plan} subscription ends today, not on {date}. Your church loses access to its features straight away, and the days left are not refunded.",
          { plan: subscription.plan_name, date: formatDate(subscription.end_date) },
        )}
      </Text>
      <TextField name="reason" label={t("Reason")} maxLength={500} />
      <TextAreaField
        name="feedback"
        label={t("Anything you would like to tell us? (optional)")}
        autosize
        minRows={3}
        maxLength={2000}
      />
    </KitForm>
  );
}
