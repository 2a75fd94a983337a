import { useParams } from "react-router";
import { ChangeRequestDetail } from "../../../features/billing-records/components/change-request-detail";
import { useCurrentUser } from "../../../lib/auth-store";
import { RecordPage } from "./record-page";

export default function ChangePage() {
  const user = useCurrentUser();
  const { id = "" } = useParams();
  if (!user) return null;
  return (
    <RecordPage
      title="Change request"
      description="One requested change to a subscription."
      back={{ to: "/subscriptions/changes", label: "Plan changes" }}
    >
      <ChangeRequestDetail key={id} id={id} user={user} />
    </RecordPage>
  );
}
