import { reachOf } from "@cm/contracts/rules";
import { useTranslation } from "react-i18next";
import { TestimoniesTable } from "../../../features/testimonies/components/testimonies-table";
import { useCurrentUser } from "../../../lib/auth-store";
import { AdminPage } from "../admin/admin-page";

export default function PendingTestimoniesPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  return (
    <AdminPage
      title={t("Waiting for verification")}
      description={t("Testimonies shared and not yet verified, oldest first.")}
    >
      <TestimoniesTable pendingOnly showChurch={user ? reachOf(user.role) !== "church" : false} />
    </AdminPage>
  );
}
