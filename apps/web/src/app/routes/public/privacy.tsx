import { useDocumentTitle } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { LegalDocument } from "../../../features/site/components/legal/legal-document";
import { privacyPolicy } from "../../../features/site/components/legal/privacy-policy";
import { PublicPage } from "../../../features/site/components/public-page";
import { siteInfo } from "../../../lib/site-info";

export default function PrivacyPage() {
  const { t } = useTranslation("pages");
  useDocumentTitle(`${t("Privacy Policy")} · ${siteInfo.productName}`);
  return (
    <PublicPage
      eyebrow={t("Legal")}
      title={t("Privacy Policy")}
      lead={t("What we keep about you, why, and who can see it.")}
      size="lg"
    >
      <LegalDocument text={privacyPolicy} />
    </PublicPage>
  );
}
