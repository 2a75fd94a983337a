import { useDocumentTitle } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { ServingResponseView } from "../../../features/serving/components/serving-response";
import { PublicPage } from "../../../features/site/components/public-page";
import { siteInfo } from "../../../lib/site-info";

/** Where an e-mailed "can you serve?" link leads: the service asked, and the answer buttons. */
export default function ServingRespondPage() {
  const { t } = useTranslation("pages");
  const { token = "" } = useParams();
  const [params] = useSearchParams();
  const answer = params.get("answer");
  useDocumentTitle(t("Can you serve? · {product}", { product: siteInfo.productName }));
  return (
    <PublicPage eyebrow={t("Serving")} title={t("Can you serve?")} lead="" size="md">
      <ServingResponseView
        token={token}
        suggested={answer === "accept" || answer === "decline" ? answer : null}
      />
    </PublicPage>
  );
}
