import { useDocumentTitle } from "@mantine/hooks";
import { AnnouncementFeed } from "../../../features/site/components/announcement-feed";
import { PublicPage } from "../../../features/site/components/public-page";
import { siteInfo } from "../../../lib/site-info";

export default function NotificationsPage() {
  useDocumentTitle(`Notifications · ${siteInfo.productName}`);
  return (
    <PublicPage
      eyebrow="Notifications"
      title="Announcements"
      lead="News and notices from the national office, newest first."
      size="md"
    >
      <AnnouncementFeed />
    </PublicPage>
  );
}
