import { useDocumentTitle } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { dataProtection } from "../../../features/site/components/legal/data-protection";
import { LegalDocument } from "../../../features/site/components/legal/legal-document";
import { PublicPage } from "../../../features/site/components/public-page";
import { siteInfo } from "../../../lib/site-info";

export default function DataProtectionPage() {
  const { t } = useTranslation("pages");
  useDocumentTitle(`${t("Data Protection")} · ${siteInfo.productName}`);
  return (
    <PublicPage
      eyebrow={t("Legal")}
      title={t("Data Protection")}
      lead={t("How church records are protected, how long they are kept, and how to use your rights.")}
      size="lg"
    >
      <LegalDocument text={dataProtection} />
    </PublicPage>
  );
}
