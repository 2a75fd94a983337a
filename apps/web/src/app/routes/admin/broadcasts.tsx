import { msg } from "@cm/contracts";
import { IconEye } from "@tabler/icons-react";
import { BroadcastsTable } from "../../../features/communication/components/broadcasts-table";
import { adminPage } from "./admin-page";

export default adminPage(
  {
    title: msg("Broadcasts"),
    description: msg(
      "Live streams of services and events. The public page shows the one on air now, or else the next one.",
    ),
    links: [{ to: "/admin/view/broadcast", label: msg("See the public page"), Icon: IconEye }],
  },
  BroadcastsTable,
);
