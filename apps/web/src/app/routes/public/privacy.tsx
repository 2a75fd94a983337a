import { useDocumentTitle } from "@mantine/hooks";
import { LegalDocument } from "../../../features/site/components/legal/legal-document";
import { privacyPolicy } from "../../../features/site/components/legal/privacy-policy";
import { PublicPage } from "../../../features/site/components/public-page";
import { siteInfo } from "../../../lib/site-info";

export default function PrivacyPage() {
  useDocumentTitle(`Privacy Policy · ${siteInfo.productName}`);
  return (
    <PublicPage
      eyebrow="Legal"
      title="Privacy Policy"
      lead="What we keep about you, why, and who can see it."
      size="lg"
    >
      <LegalDocument text={privacyPolicy} />
    </PublicPage>
  );
}
