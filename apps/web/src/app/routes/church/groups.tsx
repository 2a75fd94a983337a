import { hasPermission } from "@cm/contracts/rules";
import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { FollowUps } from "../../../features/groups/components/follow-ups";
import { GroupDetail } from "../../../features/groups/components/group-detail";
import { GroupsTable } from "../../../features/groups/components/groups-table";
import { useCurrentUser } from "../../../lib/auth-store";
import NotFoundPage from "../not-found";

/** /church/groups and /church/groups/{id}: one page module for both, so the route table stays small. */
export default function GroupsPage() {
  const user = useCurrentUser();
  const { id } = useParams();
  const { t } = useTranslation("pages");
  if (!user) return null;
  const canWrite = hasPermission(user, "members.write");
  if (id !== undefined) {
    if (!/^[1-9][0-9]{0,9}$/.test(id)) return <NotFoundPage embedded />;
    return <GroupDetail key={id} id={Number(id)} canWrite={canWrite} canMark={canWrite} />;
  }
  return (
    <Stack gap="lg">
      <GroupsTable
        canWrite={canWrite}
        heading={
          <PageHeading title={t("Groups")}>
            {t("Home cells, ministries, classes and teams, with their leaders and meetings.")}
          </PageHeading>
        }
      />
      <FollowUps />
    </Stack>
  );
}
