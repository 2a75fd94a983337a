import { hasPermission } from "@cm/contracts/rules";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../components/page-heading";
import { GroupsTable } from "../../../features/groups/components/groups-table";
import { useCurrentUser } from "../../../lib/auth-store";

export default function GroupsPage() {
  const user = useCurrentUser();
  const { t } = useTranslation("pages");
  if (!user) return null;
  return (
    <GroupsTable
      canWrite={hasPermission(user, "members.write")}
      heading={
        <PageHeading title={t("Groups")}>
          {t("Home cells, ministries, classes and teams, with their leaders and meetings.")}
        </PageHeading>
      }
    />
  );
}
