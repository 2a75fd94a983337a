import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ChangeRequestDetail } from "../../../features/billing-records/components/change-request-detail";
import { useCurrentUser } from "../../../lib/auth-store";
import { RecordPage } from "./record-page";

export default function ChangePage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  const { id = "" } = useParams();
  if (!user) return null;
  return (
    <RecordPage
      title={t("Change request")}
      description={t("One requested change to a subscription.")}
      back={{ to: "/subscriptions/changes", label: t("Plan changes") }}
    >
      <ChangeRequestDetail key={id} id={id} user={user} />
    </RecordPage>
  );
}
