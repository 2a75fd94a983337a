import { hasPermission } from "@cm/contracts/rules";
import { useParams } from "react-router";
import { MemberDetail } from "../../../features/members/components/member-detail";
import { useCurrentUser } from "../../../lib/auth-store";
import NotFoundPage from "../not-found";

export default function MemberDetailPage() {
  const user = useCurrentUser();
  const { id } = useParams();
  if (!user) return null;
  if (!id || !/^[1-9][0-9]{0,9}$/.test(id)) return <NotFoundPage embedded />;
  return (
    <MemberDetail
      key={id}
      id={Number(id)}
      church={user.church}
      canWrite={hasPermission(user, "members.write")}
      canErase={hasPermission(user, "members.erase")}
    />
  );
}
