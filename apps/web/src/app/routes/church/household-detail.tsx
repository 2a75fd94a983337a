import { hasPermission } from "@cm/contracts/rules";
import { useParams } from "react-router";
import { HouseholdDetail } from "../../../features/households/components/household-detail";
import { useCurrentUser } from "../../../lib/auth-store";
import NotFoundPage from "../not-found";

export default function HouseholdDetailPage() {
  const user = useCurrentUser();
  const { id } = useParams();
  if (!user) return null;
  if (!id || !/^[1-9][0-9]{0,9}$/.test(id)) return <NotFoundPage embedded />;
  return <HouseholdDetail key={id} id={Number(id)} canWrite={hasPermission(user, "members.write")} />;
}
