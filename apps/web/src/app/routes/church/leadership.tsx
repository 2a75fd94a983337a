import { msg } from "@cm/contracts";
import { LeadershipView } from "../../../features/leadership/components/leadership-view";
import { headedPage } from "../page-frames";

export default headedPage(
  {
    title: msg("Leadership"),
    description: msg("Who holds each role in your church now, and who held it before."),
  },
  LeadershipView,
);
