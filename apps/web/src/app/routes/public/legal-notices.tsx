import { useDocumentTitle } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { LegalDocument } from "../../../features/site/components/legal/legal-document";
import { legalNotices } from "../../../features/site/components/legal/legal-notices";
import { PublicPage } from "../../../features/site/components/public-page";
import { siteInfo } from "../../../lib/site-info";

export default function LegalNoticesPage() {
  const { t } = useTranslation("pages");
  useDocumentTitle(`${t("Legal Notices")} · ${siteInfo.productName}`);
  return (
    <PublicPage
      eyebrow={t("Legal")}
      title={t("Legal Notices")}
      lead={t("Who publishes this website and who is responsible for its content.")}
      size="lg"
    >
      <LegalDocument text={legalNotices} />
    </PublicPage>
  );
}
