import { useDocumentTitle } from "@mantine/hooks";
import { LegalDocument } from "../../../features/site/components/legal/legal-document";
import { legalNotices } from "../../../features/site/components/legal/legal-notices";
import { PublicPage } from "../../../features/site/components/public-page";
import { siteInfo } from "../../../lib/site-info";

export default function LegalNoticesPage() {
  useDocumentTitle(`Legal Notices · ${siteInfo.productName}`);
  return (
    <PublicPage
      eyebrow="Legal"
      title="Legal Notices"
      lead="Who publishes this website and who is responsible for its content."
      size="lg"
    >
      <LegalDocument text={legalNotices} />
    </PublicPage>
  );
}
