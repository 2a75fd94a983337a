import { useDocumentTitle } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { AnnouncementFeed } from "../../../features/site/components/announcement-feed";
import { PublicPage } from "../../../features/site/components/public-page";
import { siteInfo } from "../../../lib/site-info";

export default function NotificationsPage() {
  const { t } = useTranslation("pages");
  useDocumentTitle(`${t("Notifications")} · ${siteInfo.productName}`);
  return (
    <PublicPage
      eyebrow={t("Notifications")}
      title={t("Announcements")}
      lead={t("News and notices from the national office, newest first.")}
      size="md"
    >
      <AnnouncementFeed />
    </PublicPage>
  );
}
