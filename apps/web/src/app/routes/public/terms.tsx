import { useDocumentTitle } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { LegalDocument } from "../../../features/site/components/legal/legal-document";
import { termsOfUse } from "../../../features/site/components/legal/terms-of-use";
import { PublicPage } from "../../../features/site/components/public-page";
import { siteInfo } from "../../../lib/site-info";

export default function TermsPage() {
  const { t } = useTranslation("pages");
  useDocumentTitle(`${t("Terms of Use")} · ${siteInfo.productName}`);
  return (
    <PublicPage
      eyebrow={t("Legal")}
      title={t("Terms of Use")}
      lead={t(
        "The agreement between the churches, the people who use the service and the organisation that runs it.",
      )}
      size="lg"
    >
      <LegalDocument text={termsOfUse} />
    </PublicPage>
  );
}
