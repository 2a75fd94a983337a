import { Paper } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { CampaignForm } from "../../../features/marketing/components/campaign-form";
import { useMarketingBase } from "../../../features/marketing/marketing-base";
import { useWorkingChurchId } from "../../../lib/working-church";
import { AdminPage } from "../admin/admin-page";

export default function CreateCampaignPage() {
  const { t } = useTranslation("pages");
  const navigate = useNavigate();
  const church = useWorkingChurchId();
  const { base, office } = useMarketingBase();
  const back = office ? `${base}/campaigns` : base;
  return (
    <AdminPage
      title={t("New campaign")}
      description={t(
        "Saved as a draft: add its pictures and pay for its plan next, then the national office reviews it.",
      )}
    >
      <Paper withBorder p={{ base: "md", sm: "lg" }} maw={720}>
        <CampaignForm
          church={church}
          onDone={(saved) => navigate(`${base}/campaigns/${saved.id}`)}
          onCancel={() => navigate(back)}
        />
      </Paper>
    </AdminPage>
  );
}
