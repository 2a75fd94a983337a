import { useDocumentTitle } from "@mantine/hooks";
import { AboutContent } from "../../../features/site/components/about-content";
import { PublicPage } from "../../../features/site/components/public-page";
import { useSiteInfo } from "../../../lib/site-info";

export default function AboutPage() {
  const { info } = useSiteInfo();
  useDocumentTitle(`About · ${info.productName}`);
  return (
    <PublicPage
      eyebrow="About us"
      title={`About ${info.productName}`}
      lead="The shared administration of a family of churches: national office, regions and local congregations."
    >
      <AboutContent info={info} />
    </PublicPage>
  );
}
