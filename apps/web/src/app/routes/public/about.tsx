import { useDocumentTitle } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { AboutContent } from "../../../features/site/components/about-content";
import { PublicPage } from "../../../features/site/components/public-page";
import { useSiteInfo } from "../../../lib/site-info";

export default function AboutPage() {
  const { t } = useTranslation("pages");
  const { info } = useSiteInfo();
  useDocumentTitle(`${t("About")} · ${info.productName}`);
  return (
    <PublicPage
      eyebrow={t("About us")}
      title={t("About {product}", { product: info.productName })}
      lead={t(
        "The shared administration of a family of churches: national office, regions and local congregations.",
      )}
    >
      <AboutContent info={info} />
    </PublicPage>
  );
}
