import { useDocumentTitle } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { Capabilities } from "../../features/landing/components/capabilities";
import { ClosingCall } from "../../features/landing/components/closing-call";
import { Hero } from "../../features/landing/components/hero";
import { Tiers } from "../../features/landing/components/tiers";
import { siteInfo } from "../../lib/site-info";

export default function HomePage() {
  const { t } = useTranslation("pages");
  useDocumentTitle(`${siteInfo.productName} · ${t("For headquarters, regions and local churches")}`);
  return (
    <>
      <Hero />
      <Capabilities />
      <Tiers />
      <ClosingCall />
    </>
  );
}
