import { hasPermission } from "@cm/contracts/rules";
import { Anchor, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { MembersTable } from "../../../features/members/components/members-table";
import { useCurrentUser } from "../../../lib/auth-store";

export default function MembersPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  if (!user) return null;
  const canWrite = hasPermission(user, "members.write");
  return (
    <MembersTable
      church={user.church}
      canWrite={canWrite}
      heading={
        <PageHeading
          title={t("Members")}
          below={
            canWrite && (
              <Group gap="md" mt={4}>
                <Anchor component={Link} to="/church/members/changes" fz="sm">
                  {t("Changes to confirm")}
                </Anchor>
                <Anchor component={Link} to="/church/members/duplicates" fz="sm">
                  {t("Find members entered twice")}
                </Anchor>
              </Group>
            )
          }
        >
          {t("Everyone on your church's roll. Search, filter, add, import and export members.")}
        </PageHeading>
      }
    />
  );
}
