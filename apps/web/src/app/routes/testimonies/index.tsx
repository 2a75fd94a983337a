import { reachOf } from "@cm/contracts/rules";
import { IconCategory, IconClockHour4, IconEye } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { TestimoniesTable } from "../../../features/testimonies/components/testimonies-table";
import { TestimonyFigures } from "../../../features/testimonies/components/testimony-figures";
import { useCurrentUser } from "../../../lib/auth-store";
import { AdminPage, PageLinks } from "../admin/admin-page";

export default function AdminTestimoniesPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  return (
    <AdminPage
      title={t("Testimonies")}
      description={t("Shared by members or entered for them. Verify them before they are published.")}
      actions={
        <PageLinks
          links={[
            { to: "/admin/testimonies/pending", label: t("Waiting for verification"), Icon: IconClockHour4 },
            { to: "/admin/testimonies/types", label: t("Types"), Icon: IconCategory },
            { to: "/admin/view/testimonies", label: t("See as members see it"), Icon: IconEye },
          ]}
        />
      }
    >
      <TestimonyFigures />
      <TestimoniesTable showChurch={user ? reachOf(user.role) !== "church" : false} />
    </AdminPage>
  );
}
