import { msg } from "@cm/contracts";
import { Paper } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { BroadcastView } from "../../../features/site/components/broadcast-view";
import { adminPage } from "./admin-page";

/** The broadcast in a frame the width of the public page. */
function Broadcast() {
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} maw={960}>
      <BroadcastView />
    </Paper>
  );
}

export default adminPage(
  {
    title: msg("Current broadcast"),
    description: msg("What visitors see on the broadcast page right now."),
    links: [{ to: "/admin/broadcasts", label: msg("Manage broadcasts"), Icon: IconPencil }],
  },
  Broadcast,
);
