import { useDocumentTitle } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { GiftReceiptView } from "../../../features/online-giving/components/gift-receipt";
import { PublicPage } from "../../../features/site/components/public-page";
import { siteInfo } from "../../../lib/site-info";

/** Where the payment service sends a giver back: the gift's receipt, once confirmed. */
export default function GiveThankYouPage() {
  const { t } = useTranslation("pages");
  const [params] = useSearchParams();
  useDocumentTitle(t("Thank you · {product}", { product: siteInfo.productName }));
  return (
    <PublicPage eyebrow={t("Give")} title={t("Thank you")} lead="" size="md">
      <GiftReceiptView reference={params.get("reference") ?? ""} />
    </PublicPage>
  );
}
