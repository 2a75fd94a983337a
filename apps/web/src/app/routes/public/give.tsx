import { Alert, Skeleton } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useGivePage } from "../../../features/online-giving/api/online-giving-api";
import { GiveForm } from "../../../features/online-giving/components/give-form";
import { PublicPage } from "../../../features/site/components/public-page";
import { siteInfo } from "../../../lib/site-info";

/** A church's public giving page: anyone gives to one of its funds through the payment service. */
export default function GivePage() {
  const { t } = useTranslation("pages");
  const church = Number(useParams().church);
  const query = useGivePage(church);
  const page = query.data;
  useDocumentTitle(t("Give · {product}", { product: siteInfo.productName }));
  if (query.isPending && Number.isInteger(church) && church > 0)
    return <Skeleton h={240} m="xl" radius="md" role="status" aria-label={t("Loading the giving page")} />;
  if (!page)
    return (
      <PublicPage eyebrow={t("Give")} title={t("This giving page was not found")} lead="">
        <Alert color="blue" variant="light">
          {t("Check the address, or ask the church for its giving link.")}
        </Alert>
      </PublicPage>
    );
  return (
    <PublicPage
      eyebrow={t("Give")}
      title={t("Give to {church}", { church: page.church.name })}
      lead={t("Your gift goes to the fund you choose. A receipt is e-mailed to you.")}
      size="md"
    >
      <GiveForm page={page} />
    </PublicPage>
  );
}
