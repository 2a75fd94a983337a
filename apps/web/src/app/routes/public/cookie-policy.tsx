import { useDocumentTitle } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { cookiePolicy } from "../../../features/site/components/legal/cookie-policy";
import { LegalDocument } from "../../../features/site/components/legal/legal-document";
import { PublicPage } from "../../../features/site/components/public-page";
import { siteInfo } from "../../../lib/site-info";

export default function CookiePolicyPage() {
  const { t } = useTranslation("pages");
  useDocumentTitle(`${t("Cookie Policy")} · ${siteInfo.productName}`);
  return (
    <PublicPage
      eyebrow={t("Legal")}
      title={t("Cookie Policy")}
      lead={t("No tracking and no advertising: only what the site needs to keep you signed in.")}
      size="lg"
    >
      <LegalDocument text={cookiePolicy} />
    </PublicPage>
  );
}
