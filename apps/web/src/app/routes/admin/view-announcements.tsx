import { msg } from "@cm/contracts";
import { Box } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { AnnouncementFeed } from "../../../features/site/components/announcement-feed";
import { adminPage } from "./admin-page";

/** The feed at the width members read it at. */
function Feed() {
  return (
    <Box maw={820}>
      <AnnouncementFeed />
    </Box>
  );
}

export default adminPage(
  {
    title: msg("Announcements"),
    description: msg("The published announcements, exactly as members and visitors see them."),
    links: [{ to: "/admin/announcements", label: msg("Manage announcements"), Icon: IconPencil }],
  },
  Feed,
);
