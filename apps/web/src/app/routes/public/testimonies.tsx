import { useDocumentTitle } from "@mantine/hooks";
import { PublicPage } from "../../../features/site/components/public-page";
import { TestimonyFeed } from "../../../features/site/components/testimony-feed";
import { siteInfo } from "../../../lib/site-info";

export default function TestimoniesPage() {
  useDocumentTitle(`Testimonies · ${siteInfo.productName}`);
  return (
    <PublicPage
      eyebrow="Testimonies"
      title="What God has done"
      lead="Healings, provision, salvation and answered prayer, shared by members of our churches and checked by their church."
    >
      <TestimonyFeed basePath="/testimonies" />
    </PublicPage>
  );
}
