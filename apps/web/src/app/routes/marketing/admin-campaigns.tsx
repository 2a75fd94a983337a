import { msg } from "@cm/contracts";
import { CampaignsTable } from "../../../features/marketing/components/campaigns-table";
import { adminPage } from "../admin/admin-page";

/** The office's list: campaigns to review first, and new ones made from here. */
function ReviewedCampaigns() {
  return <CampaignsTable review createPath="/admin/marketing/campaigns/create" />;
}

export default adminPage(
  {
    title: msg("Campaigns"),
    description: msg(
      "Campaigns waiting for review come first. Approve, reject, pause, resume or complete them.",
    ),
  },
  ReviewedCampaigns,
);
