import { hasPermission } from "@cm/contracts/rules";
import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { MemberFieldsTable } from "../../../features/members/components/member-fields-table";
import { useCurrentUser } from "../../../lib/auth-store";

export default function MemberFieldsPage() {
  const user = useCurrentUser();
  const { t } = useTranslation("pages");
  if (!user) return null;
  return (
    <MemberFieldsTable
      church={user.church}
      canWrite={hasPermission(user, "members.write")}
      heading={
        <PageHeading
          title={t("Member fields")}
          above={
            <Anchor component={Link} to="/church/members" fz="sm">
              {t("Back to the members")}
            </Anchor>
          }
        >
          {t(
            "What else your church keeps about each member, shown on the member form and in the spreadsheets.",
          )}
        </PageHeading>
      }
    />
  );
}
