import { hasPermission } from "@cm/contracts/rules";
import { useParams } from "react-router";
import { GroupDetail } from "../../../features/groups/components/group-detail";
import { useCurrentUser } from "../../../lib/auth-store";
import NotFoundPage from "../not-found";

export default function GroupDetailPage() {
  const user = useCurrentUser();
  const { id } = useParams();
  if (!user) return null;
  if (!id || !/^[1-9][0-9]{0,9}$/.test(id)) return <NotFoundPage embedded />;
  const canWrite = hasPermission(user, "members.write");
  return <GroupDetail key={id} id={Number(id)} canWrite={canWrite} canMark={canWrite} />;
}
