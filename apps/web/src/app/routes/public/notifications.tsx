import { msg } from "@cm/contracts";
import { AnnouncementFeed } from "../../../features/site/components/announcement-feed";
import { publicPage } from "./public-frame";

export default publicPage(
  {
    eyebrow: msg("Notifications"),
    title: msg("Announcements"),
    tab: msg("Notifications"),
    lead: msg("News and notices from the national office, newest first."),
    size: "md",
  },
  AnnouncementFeed,
);
