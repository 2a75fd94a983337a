import { useDocumentTitle } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { PublicPage } from "../../../features/site/components/public-page";
import { TestimonyFeed } from "../../../features/site/components/testimony-feed";
import { siteInfo } from "../../../lib/site-info";

export default function TestimoniesPage() {
  const { t } = useTranslation("pages");
  useDocumentTitle(`${t("Testimonies")} · ${siteInfo.productName}`);
  return (
    <PublicPage
      eyebrow={t("Testimonies")}
      title={t("What God has done")}
      lead={t(
        "Healings, provision, salvation and answered prayer, shared by members of our churches and checked by their church.",
      )}
    >
      <TestimonyFeed basePath="/testimonies" />
    </PublicPage>
  );
}
