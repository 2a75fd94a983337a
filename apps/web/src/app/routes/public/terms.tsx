import { useDocumentTitle } from "@mantine/hooks";
import { LegalDocument } from "../../../features/site/components/legal/legal-document";
import { termsOfUse } from "../../../features/site/components/legal/terms-of-use";
import { PublicPage } from "../../../features/site/components/public-page";
import { siteInfo } from "../../../lib/site-info";

export default function TermsPage() {
  useDocumentTitle(`Terms of Use · ${siteInfo.productName}`);
  return (
    <PublicPage
      eyebrow="Legal"
      title="Terms of Use"
      lead="The agreement between the churches, the people who use the service and the organisation that runs it."
      size="lg"
    >
      <LegalDocument text={termsOfUse} />
    </PublicPage>
  );
}
