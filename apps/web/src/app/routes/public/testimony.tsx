import { Container } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { TestimonyStory } from "../../../features/site/components/testimony-story";
import { siteInfo } from "../../../lib/site-info";

export default function TestimonyPage() {
  const { t } = useTranslation("pages");
  const { slug = "" } = useParams();
  useDocumentTitle(`${t("Testimony")} · ${siteInfo.productName}`);
  return (
    <Container size="sm" py={{ base: 32, md: 56 }}>
      <TestimonyStory slug={slug} backTo="/testimonies" />
    </Container>
  );
}
