import { Alert, Paper, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useCampaign, useCampaignList } from "../../../features/marketing/api/marketing-api";
import { PayForm } from "../../../features/marketing/components/campaign-review";
import { AdminPage } from "../admin/admin-page";

const UNPAID = ["DRAFT", "PENDING_PAYMENT"];

function ChosenCampaign({ id }: { id: number }) {
  const { t } = useTranslation("pages");
  const campaign = useCampaign(id);
  if (!campaign.data) return null;
  if (!UNPAID.includes(campaign.data.status))
    return (
      <Alert color="blue" variant="light">
        {t("{campaign} has been paid for already.", { campaign: campaign.data.title })}
      </Alert>
    );
  return (
    <Stack gap="sm">
      <Text fz="sm">
        {t("{campaign} · {plan}. The plan's price is charged.", {
          campaign: campaign.data.title,
          plan: campaign.data.plan_name,
        })}
      </Text>
      <PayForm campaign={campaign.data} />
    </Stack>
  );
}

/** payments/create (choose the campaign) and payments/create/{campaignId}: pay for a campaign's plan. */
export default function CreatePaymentPage() {
  const { t } = useTranslation("pages");
  const fixed = Number(useParams().campaignId) || null;
  const [chosen, setChosen] = useState<string | null>(fixed ? String(fixed) : null);
  const list = useCampaignList({ page_size: 100, ordering: "-created_at" });
  const unpaid = (list.data?.results ?? []).filter((c) => UNPAID.includes(c.status));
  return (
    <AdminPage
      title={t("Pay for a campaign")}
      description={t("Pay for the campaign's plan; the national office then reviews it before it is shown.")}
    >
      <Paper withBorder p={{ base: "md", sm: "lg" }} maw={560}>
        <Stack gap="md">
          {fixed === null && (
            <Select
              label={t("Campaign")}
              placeholder={unpaid.length ? t("Choose a campaign") : t("No campaign waits for payment")}
              data={unpaid.map((c) => ({
                value: String(c.id),
                label: c.church_name ? `${c.title} (${c.church_name})` : c.title,
              }))}
              value={chosen}
              onChange={setChosen}
              disabled={unpaid.length === 0}
              searchable
            />
          )}
          {chosen && <ChosenCampaign id={Number(chosen)} />}
        </Stack>
      </Paper>
    </AdminPage>
  );
}
