import { Container } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useParams } from "react-router";
import { TestimonyStory } from "../../../features/site/components/testimony-story";
import { siteInfo } from "../../../lib/site-info";

export default function TestimonyPage() {
  const { slug = "" } = useParams();
  useDocumentTitle(`Testimony · ${siteInfo.productName}`);
  return (
    <Container size="sm" py={{ base: 32, md: 56 }}>
      <TestimonyStory slug={slug} backTo="/testimonies" />
    </Container>
  );
}
