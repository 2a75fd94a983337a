import { Paper } from "@mantine/core";
import { useLocation, useNavigate } from "react-router";
import { CampaignForm } from "../../../features/marketing/components/campaign-form";
import { useWorkingChurchId } from "../../../lib/working-church";
import { AdminPage } from "../admin/admin-page";

export default function CreateCampaignPage() {
  const navigate = useNavigate();
  const church = useWorkingChurchId();
  const back = useLocation().pathname.startsWith("/admin")
    ? "/admin/marketing/campaigns"
    : "/church/marketing";
  return (
    <AdminPage
      title="New campaign"
      description="Saved as a draft: pay for its plan next, then the national office reviews it."
    >
      <Paper withBorder p={{ base: "md", sm: "lg" }} maw={720}>
        <CampaignForm church={church} onDone={() => navigate(back)} onCancel={() => navigate(back)} />
      </Paper>
    </AdminPage>
  );
}
