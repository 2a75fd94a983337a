import { DEFAULT_CANCELLATION_REASON } from "@cm/contracts";
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { FormAlert } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { formatDate } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import type { CurrentSubscription } from "../../../lib/subscription-queries";
import { useCancelSubscription } from "../api/subscriptions-api";

type Props = { subscription: CurrentSubscription; opened: boolean; onClose: () => void };

/** Asks before cancelling: the reason defaults to "Cancelled by user", the feedback to empty (spec section 5). */
export function CancelSubscriptionDialog({ subscription, opened, onClose }: Props) {
  const cancel = useCancelSubscription();
  const [reason, setReason] = useState(DEFAULT_CANCELLATION_REASON);
  const [feedback, setFeedback] = useState("");
  const server = useServerErrors({ reason, feedback });

  function close() {
    if (cancel.isPending) return;
    server.clear();
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    server.clear();
    try {
      await cancel.mutateAsync({
        subscription: subscription.id,
        reason: reason.trim() || DEFAULT_CANCELLATION_REASON,
        feedback: feedback.trim(),
      });
      notify.success("The subscription has been cancelled.");
      onClose();
    } catch (e) {
      server.show(e);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      size="lg"
      title={
        <Text fw={700} fz="lg">
          Cancel the subscription?
        </Text>
      }
      centered
    >
      <form onSubmit={submit} aria-label="Cancel the subscription">
        <Stack gap="md">
          <Text fz="sm">
            The {subscription.plan_name} subscription ends today, not on {formatDate(subscription.end_date)}.
            Your church loses access to its features straight away, and the days left are not refunded.
          </Text>
          <TextInput
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={500}
            error={server.fieldError("reason")}
          />
          <Textarea
            label="Anything you would like to tell us? (optional)"
            value={feedback}
            onChange={(e) => setFeedback(e.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={2000}
            error={server.fieldError("feedback")}
          />
          <FormAlert message={server.alert} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={cancel.isPending} data-autofocus>
              Keep the subscription
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending}>
              Cancel the subscription
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
