import { msg } from "@cm/contracts";
import { BroadcastView } from "../../../features/site/components/broadcast-view";
import { publicPage } from "./public-frame";

export default publicPage(
  {
    eyebrow: msg("Live broadcast"),
    title: msg("Watch online"),
    tab: msg("Broadcast"),
    lead: msg("Services and events streamed by the national office. Times are shown in your own time zone."),
    size: "md",
  },
  BroadcastView,
);
