import { type Campaign, type CampaignAction, msg } from "@cm/contracts";
import { Button, Select, Stack } from "@mantine/core";
import { IconCheck, IconPlayerPause, IconPlayerPlay, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { OneFieldForm } from "../../../components/form-one-field";
import { FormAlert } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { notify } from "../../../lib/notify";
import { useReviewCampaign, useStartPayment } from "../api/marketing-api";

/** The office's review actions and the statuses each may start from (labels shown with `t()`). */
export const REVIEW: {
  action: CampaignAction;
  label: string;
  allowed: Campaign["status"][];
  icon: typeof IconCheck;
}[] = [
  { action: "approve", label: msg("Approve"), allowed: ["PENDING_REVIEW"], icon: IconCheck },
  { action: "pause", label: msg("Pause"), allowed: ["ACTIVE"], icon: IconPlayerPause },
  { action: "resume", label: msg("Resume"), allowed: ["PAUSED"], icon: IconPlayerPlay },
  { action: "complete", label: msg("Complete"), allowed: ["ACTIVE", "PAUSED"], icon: IconCheck },
  { action: "reject", label: msg("Reject"), allowed: ["PENDING_REVIEW", "ACTIVE", "PAUSED"], icon: IconX },
];

/** The gateway's own name, the same in every language. */
const PAYSTACK = "Paystack";

/** Starts paying for a campaign's plan and sends the browser to the payment page; a refusal stays in view. */
export function PayForm({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation("marketing");
  const start = useStartPayment();
  const [gateway, setGateway] = useState<string | null>("sandbox");
  const server = useServerErrors({ gateway });
  async function pay() {
    server.clear();
    try {
      const started = await start.mutateAsync({ campaign: campaign.id, gateway: gateway ?? "sandbox" });
      window.location.assign(started.redirect_url);
    } catch (error) {
      notify.error({ title: t("The payment could not start"), message: server.show(error) });
    }
  }
  return (
    <Stack gap="sm">
      <FormAlert message={server.alert} />
      <Select
        label={t("Payment method")}
        data={[
          { value: "sandbox", label: t("Test payment (sandbox)") },
          { value: "manual", label: t("Bank transfer") },
          { value: "paystack", label: PAYSTACK },
          { value: "stripe", label: t("Card (Stripe)") },
        ]}
        value={gateway}
        onChange={setGateway}
        allowDeselect={false}
        error={server.fieldError("gateway")}
      />
      <Button loading={start.isPending} onClick={() => void pay()}>
        {t("Go to payment")}
      </Button>
    </Stack>
  );
}

/** Rejects a campaign with the reason the church will read. */
export function RejectForm({ campaign, onDone }: { campaign: Campaign; onDone: () => void }) {
  const { t } = useTranslation("marketing");
  const review = useReviewCampaign();
  return (
    <OneFieldForm
      field="reason"
      label={t("Reason")}
      multiline
      submit={t("Reject")}
      color="red"
      send={(reason) => review.mutateAsync({ id: campaign.id, action: "reject", reason })}
      done={t("{title} has been rejected.", { title: campaign.title })}
      failed={t("The campaign was not rejected")}
      onDone={onDone}
    />
  );
}
