import { hasPermission } from "@cm/contracts/rules";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { TestimonyReview } from "../../../features/testimonies/components/testimony-review";
import { useCurrentUser } from "../../../lib/auth-store";
import { AdminPage } from "../admin/admin-page";

export default function TestimonyDetailPage() {
  const { t } = useTranslation("pages");
  const { slug = "" } = useParams();
  const user = useCurrentUser();
  return (
    <AdminPage
      title={t("Testimony")}
      description={t("Read it, verify or reject it, and decide whether it is published.")}
    >
      <TestimonyReview slug={slug} canVerify={user ? hasPermission(user, "testimonies.verify") : false} />
    </AdminPage>
  );
}
