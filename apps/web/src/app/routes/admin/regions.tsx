import { RegionsTable } from "../../../features/regions/components/regions-table";
import { AdminPage } from "./admin-page";

export default function RegionsPage() {
  return (
    <AdminPage title="Regions" description="The regions churches belong to, and the figures of each.">
      <RegionsTable />
    </AdminPage>
  );
}
