import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../components/page-heading";
import { OnlineGiftsTable } from "../../../features/giving/components/online-gifts-table";

export default function OnlineGiftsPage() {
  const { t } = useTranslation("pages");
  return (
    <OnlineGiftsTable
      heading={
        <PageHeading title={t("Online Gifts")}>
          {t(
            "Gifts given on the church's public giving page. A received gift is also among the donations; a test gift moved no money.",
          )}
        </PageHeading>
      }
    />
  );
}
