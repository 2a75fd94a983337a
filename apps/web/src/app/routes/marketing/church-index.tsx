import { msg } from "@cm/contracts";
import { CampaignsTable } from "../../../features/marketing/components/campaigns-table";
import { adminPage } from "../admin/admin-page";

/** The church's own campaigns, new ones made from here. */
function OwnCampaigns() {
  return <CampaignsTable review={false} createPath="/church/marketing/campaigns/create" />;
}

export default adminPage(
  {
    title: msg("Marketing"),
    description: msg(
      "Promote your church's events on the public site: write a campaign, pay for its plan, and it is shown once approved.",
    ),
    links: [
      { to: "/church/marketing/payments", label: msg("Payments") },
      { to: "/church/marketing/performance", label: msg("Performance") },
    ],
  },
  OwnCampaigns,
);
