import { Skeleton } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { usePublicCampaigns } from "../../../features/marketing/api/marketing-api";
import { CampaignCards } from "../../../features/marketing/components/campaign-cards";
import { PublicPage } from "../../../features/site/components/public-page";
import { siteInfo } from "../../../lib/site-info";

export default function CampaignsPage() {
  const { t } = useTranslation("pages");
  useDocumentTitle(`${t("Events")} · ${siteInfo.productName}`);
  const query = usePublicCampaigns();
  return (
    <PublicPage
      eyebrow={t("Events")}
      title={t("Conventions, crusades and special services")}
      lead={t("Events our churches invite you to. Open one to see the details.")}
    >
      {query.isPending ? (
        <Skeleton h={160} radius="md" role="status" aria-label={t("Loading the events")} />
      ) : (
        <CampaignCards campaigns={query.data ?? []} />
      )}
    </PublicPage>
  );
}
