import { useDocumentTitle } from "@mantine/hooks";
import { BroadcastView } from "../../../features/site/components/broadcast-view";
import { PublicPage } from "../../../features/site/components/public-page";
import { siteInfo } from "../../../lib/site-info";

export default function BroadcastPage() {
  useDocumentTitle(`Broadcast · ${siteInfo.productName}`);
  return (
    <PublicPage
      eyebrow="Live broadcast"
      title="Watch online"
      lead="Services and events streamed by the national office. Times are shown in your own time zone."
      size="md"
    >
      <BroadcastView />
    </PublicPage>
  );
}
