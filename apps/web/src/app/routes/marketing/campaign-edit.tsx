import { Alert, Paper, Skeleton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useCampaign } from "../../../features/marketing/api/marketing-api";
import { CampaignForm } from "../../../features/marketing/components/campaign-form";
import { useMarketingBase } from "../../../features/marketing/marketing-base";
import { errorMessage } from "../../../lib/api-client";
import { AdminPage } from "../admin/admin-page";

export default function EditCampaignPage() {
  const { t } = useTranslation("pages");
  const id = Number(useParams().id);
  const { base } = useMarketingBase();
  const navigate = useNavigate();
  const campaign = useCampaign(id);
  const back = () => navigate(`${base}/campaigns/${id}`);
  return (
    <AdminPage
      title={campaign.data ? t("Edit {title}", { title: campaign.data.title }) : t("Edit campaign")}
      description={t("A draft or a rejected campaign changes freely; a running one only in its texts.")}
    >
      <Paper withBorder p={{ base: "md", sm: "lg" }} maw={720}>
        {campaign.isPending ? (
          <Skeleton h={320} />
        ) : campaign.data ? (
          <CampaignForm
            church={campaign.data.church}
            campaign={campaign.data}
            onDone={back}
            onCancel={back}
          />
        ) : (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(campaign.error)}
          </Alert>
        )}
      </Paper>
    </AdminPage>
  );
}
