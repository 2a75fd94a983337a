import { hasPermission } from "@cm/contracts/rules";
import { Stack } from "@mantine/core";
import { useParams } from "react-router";
import { MemberDetail } from "../../../features/members/components/member-detail";
import { MemberAccount } from "../../../features/own-record/components/member-account";
import { useCurrentUser } from "../../../lib/auth-store";
import NotFoundPage from "../not-found";

export default function MemberDetailPage() {
  const user = useCurrentUser();
  const { id } = useParams();
  if (!user) return null;
  if (!id || !/^[1-9][0-9]{0,9}$/.test(id)) return <NotFoundPage embedded />;
  const canWrite = hasPermission(user, "members.write");
  return (
    <Stack gap="lg">
      <MemberDetail
        key={id}
        id={Number(id)}
        church={user.church}
        canWrite={canWrite}
        canErase={hasPermission(user, "members.erase")}
      />
      <MemberAccount key={`account-${id}`} member={Number(id)} canWrite={canWrite} />
    </Stack>
  );
}
