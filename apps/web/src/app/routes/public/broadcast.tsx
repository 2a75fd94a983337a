import { useDocumentTitle } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { BroadcastView } from "../../../features/site/components/broadcast-view";
import { PublicPage } from "../../../features/site/components/public-page";
import { siteInfo } from "../../../lib/site-info";

export default function BroadcastPage() {
  const { t } = useTranslation("pages");
  useDocumentTitle(`${t("Broadcast")} · ${siteInfo.productName}`);
  return (
    <PublicPage
      eyebrow={t("Live broadcast")}
      title={t("Watch online")}
      lead={t("Services and events streamed by the national office. Times are shown in your own time zone.")}
      size="md"
    >
      <BroadcastView />
    </PublicPage>
  );
}
