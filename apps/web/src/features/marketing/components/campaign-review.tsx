import type { Campaign, CampaignAction } from "@cm/contracts";
import { Button, Select, Stack } from "@mantine/core";
import { IconCheck, IconPlayerPause, IconPlayerPlay, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { OneFieldForm } from "../../../components/form-one-field";
import { FormAlert } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
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

/** Starts paying for a campaign's plan and sends the browser to the payment page; a refusal stays in view. */
export function PayForm({ campaign }: { campaign: Campaign }) {
  const start = useStartPayment();
  const [gateway, setGateway] = useState<string | null>("sandbox");
  const server = useServerErrors({ gateway });
  async function pay() {
    server.clear();
    try {
      const started = await start.mutateAsync({ campaign: campaign.id, gateway: gateway ?? "sandbox" });
      window.location.assign(started.redirect_url);
    } catch (error) {
      notify.error({ title: "The payment could not start", message: server.show(error) });
    }
  }
  return (
    <Stack gap="sm">
      <FormAlert message={server.alert} />
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
        error={server.fieldError("gateway")}
      />
      <Button loading={start.isPending} onClick={() => void pay()}>
        Go to payment
      </Button>
    </Stack>
  );
}

/** Rejects a campaign with the reason the church will read. */
export function RejectForm({ campaign, onDone }: { campaign: Campaign; onDone: () => void }) {
  const review = useReviewCampaign();
  return (
    <OneFieldForm
      field="reason"
      label="Reason"
      multiline
      submit="Reject"
      color="red"
      send={(reason) => review.mutateAsync({ id: campaign.id, action: "reject", reason })}
      done={`${campaign.title} has been rejected.`}
      failed="The campaign was not rejected"
      onDone={onDone}
    />
  );
}
