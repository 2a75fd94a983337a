import { hasPermission } from "@cm/contracts/rules";
import { Anchor, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
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
        <div>
          <Anchor component={Link} to="/church/members" fz="sm">
            {t("Back to the members")}
          </Anchor>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t("Member fields")}
          </Title>
          <Text c="dimmed" fz="sm">
            {t(
              "What else your church keeps about each member, shown on the member form and in the spreadsheets.",
            )}
          </Text>
        </div>
      }
    />
  );
}
