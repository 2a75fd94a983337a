import { msg } from "@cm/contracts";
import { DashboardView } from "../../features/dashboard/components/dashboard-view";
import { headedPage } from "./page-frames";

export default headedPage(
  {
    title: msg("Dashboard"),
    description: msg(
      "The churches, members, attendance and giving of the whole organisation or one region, compared with the period before.",
    ),
  },
  DashboardView,
);
