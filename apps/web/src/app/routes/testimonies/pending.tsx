import { reachOf } from "@cm/contracts/rules";
import { TestimoniesTable } from "../../../features/testimonies/components/testimonies-table";
import { useCurrentUser } from "../../../lib/auth-store";
import { AdminPage } from "../admin/admin-page";

export default function PendingTestimoniesPage() {
  const user = useCurrentUser();
  return (
    <AdminPage
      title="Waiting for verification"
      description="Testimonies shared and not yet verified, oldest first."
    >
      <TestimoniesTable pendingOnly showChurch={user ? reachOf(user.role) !== "church" : false} />
    </AdminPage>
  );
}
