import { hasPermission } from "@cm/contracts/rules";
import { Navigate, useParams } from "react-router";
import { BatchCount } from "../../../features/giving/components/batch-count";
import { useCurrentUser } from "../../../lib/auth-store";

export default function BatchPage() {
  const { id } = useParams();
  const user = useCurrentUser();
  const batch = Number(id);
  if (!Number.isInteger(batch) || batch <= 0) return <Navigate to="/giving" replace />;
  if (!user) return null;
  return (
    <BatchCount
      id={batch}
      canWrite={hasPermission(user, "giving.write")}
      canConfirm={hasPermission(user, "giving.confirm")}
    />
  );
}
