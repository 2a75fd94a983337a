import { msg } from "@cm/contracts";
import { TestimonyFeed } from "../../../features/site/components/testimony-feed";
import { publicPage } from "./public-frame";

/** The feed, each testimony opening under /testimonies. */
function Feed() {
  return <TestimonyFeed basePath="/testimonies" />;
}

export default publicPage(
  {
    eyebrow: msg("Testimonies"),
    title: msg("What God has done"),
    tab: msg("Testimonies"),
    lead: msg(
      "Healings, provision, salvation and answered prayer, shared by members of our churches and checked by their church.",
    ),
  },
  Feed,
);
