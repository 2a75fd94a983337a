import type { Campaign, CampaignAction } from "@cm/contracts";
import { Button, Select, Stack, Textarea } from "@mantine/core";
import { IconCheck, IconPlayerPause, IconPlayerPlay, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useReviewCampaign, useStartPayment } from "../api/marketing-api";

/** The office's review actions and the statuses each may start from. */
export const REVIEW: {
  action: CampaignAction;
  label: string;
  allowed: Campaign["status"][];
  icon: typeof IconCheck;
}[] = [
  { action: "approve", label: "Approve", allowed: ["PENDING_REVIEW"], icon: IconCheck },
  { action: "pause", label: "Pause", allowed: ["ACTIVE"], icon: IconPlayerPause },
  { action: "resume", label: "Resume", allowed: ["PAUSED"], icon: IconPlayerPlay },
  { action: "complete", label: "Complete", allowed: ["ACTIVE", "PAUSED"], icon: IconCheck },
  { action: "reject", label: "Reject", allowed: ["PENDING_REVIEW", "ACTIVE", "PAUSED"], icon: IconX },
];

/** Starts paying for a campaign's plan and sends the browser to the payment page. */
export function PayForm({ campaign, onDone }: { campaign: Campaign; onDone: () => void }) {
  const start = useStartPayment();
  const [gateway, setGateway] = useState<string | null>("sandbox");
  return (
    <Stack gap="sm">
      <Select
        label="Payment method"
        data={[
          { value: "sandbox", label: "Test payment (sandbox)" },
          { value: "manual", label: "Bank transfer" },
          { value: "paystack", label: "Paystack" },
          { value: "stripe", label: "Card (Stripe)" },
        ]}
        value={gateway}
        onChange={setGateway}
        allowDeselect={false}
      />
      <Button
        loading={start.isPending}
        onClick={async () => {
          try {
            const started = await start.mutateAsync({ campaign: campaign.id, gateway: gateway ?? "sandbox" });
            window.location.assign(started.redirect_url);
          } catch (error) {
            notify.error(errorMessage(error));
            onDone();
          }
        }}
      >
        Go to payment
      </Button>
    </Stack>
  );
}

/** Rejects a campaign with the reason the church will read. */
export function RejectForm({ campaign, onDone }: { campaign: Campaign; onDone: () => void }) {
  const review = useReviewCampaign();
  const [reason, setReason] = useState("");
  return (
    <Stack gap="sm">
      <Textarea
        label="Reason"
        required
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        rows={3}
      />
      <Button
        color="red"
        loading={review.isPending}
        onClick={async () => {
          try {
            await review.mutateAsync({ id: campaign.id, action: "reject", reason });
            notify.success(`${campaign.title} has been rejected.`);
            onDone();
          } catch (error) {
            notify.error(errorMessage(error));
          }
        }}
      >
        Reject
      </Button>
    </Stack>
  );
}
