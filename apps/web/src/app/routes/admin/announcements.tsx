import { msg } from "@cm/contracts";
import { IconEye } from "@tabler/icons-react";
import { AnnouncementsTable } from "../../../features/communication/components/announcements-table";
import { adminPage } from "./admin-page";

export default adminPage(
  {
    title: msg("Announcements"),
    description: msg(
      "News for everyone. A published announcement shows on the notifications page and in the badge.",
    ),
    links: [{ to: "/admin/view/announcements", label: msg("See as members see it"), Icon: IconEye }],
  },
  AnnouncementsTable,
);
